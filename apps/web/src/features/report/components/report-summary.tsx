import type { PublicCarePlan } from '@skinscope/contracts';
import { DETECT_BAND_LABELS, formatDetectScore, formatScoreChange } from '@skinscope/domain';
import { reportText as t } from '../locale';
import type { NotableChange, ReportSummary } from '../lib/report-summary';

function ChangeItem({ change, verdict }: { change: NotableChange; verdict: 'better' | 'worse' }) {
  return (
    <li>
      <span className={`report-verdict report-verdict-${verdict}`}>{t.verdicts[verdict]}</span>
      {t.changeItem(change.partName, change.name, formatScoreChange(change.difference))}
    </li>
  );
}

function Changes({ summary }: { summary: ReportSummary }) {
  if (summary.firstVisit) return <p className="report-hint">{t.summaryFirstVisit}</p>;
  const { better, worse, counts } = summary;
  return (
    <>
      <p className="report-summary-count">
        {t.summaryCounts(counts.better, counts.worse, counts.stable)}
      </p>
      {better.length + worse.length > 0 && (
        <ul className="report-summary-list">
          {better.map((change) => (
            <ChangeItem
              key={`b-${change.partName}-${change.dimension}`}
              change={change}
              verdict="better"
            />
          ))}
          {worse.map((change) => (
            <ChangeItem
              key={`w-${change.partName}-${change.dimension}`}
              change={change}
              verdict="worse"
            />
          ))}
        </ul>
      )}
    </>
  );
}

function Focus({ summary }: { summary: ReportSummary }) {
  if (summary.measuredParts === 0) return <p className="report-hint">{t.summaryNotMeasured}</p>;
  if (summary.focus.length === 0) return <p>{t.summaryAllGood}</p>;
  return (
    <ul className="report-summary-list">
      {summary.focus.map((focus) => (
        <li key={focus.dimension}>
          <span className={`report-band report-band-${focus.band}`}>
            {DETECT_BAND_LABELS[focus.band]}
          </span>
          {t.focusItem(focus.name, focus.partName, formatDetectScore(focus.score))}
        </li>
      ))}
    </ul>
  );
}

function Plan({ plan }: { plan: PublicCarePlan | null }) {
  if (!plan) return <p className="report-hint">{t.noCarePlan}</p>;
  const keySteps = plan.steps.flatMap((group) =>
    group.steps.filter((step) => step.highlight).map((step) => step.name),
  );
  return (
    <>
      {plan.phase && <p className="report-phase">{t.phase(plan.phase)}</p>}
      {plan.care.length > 0 && <p>{t.summaryCare(plan.care.join('、'))}</p>}
      {keySteps.length > 0 && <p>{t.summaryKeySteps(keySteps.join('、'))}</p>}
      <a className="report-summary-more" href="#report-care">
        {t.summaryMorePlan}
      </a>
    </>
  );
}

/**
 * Issue 29 #9: the first screen of her report on a phone — what changed, what to care for, the
 * plan — before the parts, which are folded below (the whole report was 14 screens long).
 */
export function ReportSummaryCard({
  summary,
  plan,
}: {
  summary: ReportSummary;
  plan: PublicCarePlan | null;
}) {
  return (
    <section className="report-card report-summary" aria-labelledby="report-summary-title">
      <h2 id="report-summary-title">{t.summaryTitle}</h2>
      <h3>{t.summaryChanges}</h3>
      <Changes summary={summary} />
      <h3>{t.summaryFocus}</h3>
      <Focus summary={summary} />
      <h3>{t.carePlanTitle}</h3>
      <Plan plan={plan} />
    </section>
  );
}
