import { STUDY_EXCLUSION_NAMES, type StudyAggregateView } from '@skinscope/contracts';
import { Flex, Typography } from 'antd';
import { zhCN } from '../locale';

const t = zhCN.report;

type Exclusions = StudyAggregateView['endpoints'][number]['timepoints'][number]['exclusions'];

/** Each reason someone was left out, with how many, except withdrawal (its own box). */
function ExclusionList({ exclusions }: { exclusions: Exclusions }) {
  const reasons = Object.entries(exclusions).filter(
    ([reason, count]) => reason !== 'withdrawn' && count,
  ) as [keyof typeof STUDY_EXCLUSION_NAMES, number][];
  if (reasons.length === 0) return null;
  return (
    <ul className="consort-exclusions" aria-label={t.flowExcluded}>
      {reasons.map(([reason, count]) => (
        <li key={reason}>
          {STUDY_EXCLUSION_NAMES[reason]} {count}
        </li>
      ))}
    </ul>
  );
}

/**
 * The consort-style flow over the primary endpoint: enrolled → withdrawn → at each timepoint
 * analysed, with the others by reason.
 */
export function ConsortFlow({
  analysis,
  versions,
}: {
  analysis: StudyAggregateView;
  /** How many enrolled under each protocol version (the report says who followed which). */
  versions: ReadonlyMap<number, number>;
}) {
  const primary = analysis.endpoints[0];
  return (
    <section aria-label={t.flowTitle} className="report-section">
      <Typography.Title level={4}>{t.flowTitle}</Typography.Title>
      <Flex gap="middle" wrap align="stretch" className="consort">
        <div className="consort-box">
          <div>{t.flowEnrolled(analysis.enrolled)}</div>
          {versions.size > 1 && (
            <ul className="consort-exclusions" aria-label={t.flowVersions}>
              {[...versions].map(([version, count]) => (
                <li key={version}>{t.flowVersion(version, count)}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="consort-arrow" aria-hidden>
          →
        </div>
        <div className="consort-box consort-out">{t.flowWithdrawn(analysis.withdrawn)}</div>
        {primary?.timepoints.map((timepoint) => (
          <Flex key={timepoint.day} gap="middle" align="stretch">
            <div className="consort-arrow" aria-hidden>
              →
            </div>
            <div className="consort-box">
              <strong>{t.flowDay(timepoint.day)}</strong>
              <div>{t.flowAnalysed(timepoint.analysed)}</div>
              <ExclusionList exclusions={timepoint.exclusions} />
            </div>
          </Flex>
        ))}
      </Flex>
      <Typography.Text type="secondary">{t.flowNote}</Typography.Text>
    </section>
  );
}
