import { CheckOutlined } from '@ant-design/icons';
import { CARE_STEP_GROUPS } from '@skinscope/domain';
import type { CareStepsRecord } from '@skinscope/domain';
import { zhCN } from '../locale';

const t = zhCN.consultation.step;

function cellLabel(step: CareStepsRecord[number]): string {
  if (step.highlight) return t.cellHighlight(step.name);
  if (step.tick) return t.cellTick(step.name);
  return t.cellNone(step.name);
}

/** The 12 care steps in their three groups; marks come from the domain's careStepPoints. */
export function CareStepsTable({ steps }: { steps: CareStepsRecord }) {
  const groups = CARE_STEP_GROUPS.map((group) => ({
    ...group,
    size: steps.filter((step) => step.group === group.key).length,
  })).filter((group) => group.size > 0);
  return (
    <div className="care-steps-scroll">
      <table className="care-steps-table">
        <thead>
          <tr>
            {groups.map((group) => (
              <th
                key={group.key}
                colSpan={group.size}
                className={`care-group care-group-${group.key}`}
              >
                {group.name}
              </th>
            ))}
          </tr>
          <tr>
            {steps.map((step) => (
              <th key={step.key} scope="col" className={`care-step-name care-group-${step.group}`}>
                {step.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {steps.map((step) => (
              <td
                key={step.key}
                aria-label={cellLabel(step)}
                data-highlight={step.highlight}
                data-tick={step.tick}
                className={step.highlight ? 'care-cell care-cell-highlight' : 'care-cell'}
              >
                {step.tick && <CheckOutlined aria-hidden="true" />}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
