import type { PublicCarePlan } from '@skinscope/contracts';
import { reportText as t } from '../locale';

function Names({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <section>
      <h4>{title}</h4>
      <ul className="report-chips">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}

/** The care plan the visit concluded: phase, need scores, care steps, care and goods. */
export function CarePlan({ plan }: { plan: PublicCarePlan | null }) {
  return (
    <section
      className="report-card report-care"
      id="report-care"
      aria-labelledby="report-care-title"
    >
      <h2 id="report-care-title">{t.carePlanTitle}</h2>
      {!plan && <p className="report-hint">{t.noCarePlan}</p>}
      {plan?.phase && <p className="report-phase">{t.phase(plan.phase)}</p>}
      {plan && plan.scores.length > 0 && (
        <section>
          <h4>{t.scoresTitle}</h4>
          <p className="report-hint">{t.scoresHint}</p>
          <ul className="report-scores">
            {plan.scores.map((score) => (
              <li key={score.name}>
                <span>{score.name}</span>
                <span className="report-score-bar" aria-hidden>
                  <span style={{ width: `${score.point * 10}%` }} />
                </span>
                <span>{score.point}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {plan && plan.steps.length > 0 && (
        <section>
          <h4>{t.stepsTitle}</h4>
          {plan.steps.map((group) => (
            <div key={group.group} className="report-step-group">
              <span className="report-step-group-name">{group.group}</span>
              <ul className="report-chips">
                {group.steps.map((step) => (
                  <li key={step.name} className={step.highlight ? 'report-chip-key' : undefined}>
                    {step.name}
                    {step.highlight && <small>{t.keyStep}</small>}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      {plan && <Names title={t.careTitle} names={plan.care} />}
      {plan && <Names title={t.goodsTitle} names={plan.goods} />}
    </section>
  );
}
