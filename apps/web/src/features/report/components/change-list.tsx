import type { NoVerdictReason, PublicDimension } from '@skinscope/contracts';
import {
  bandFootnote,
  DETECT_DIMENSION_LABELS,
  detectWordLabel,
  formatScoreChange,
  NO_VERDICT_NOTES,
} from '@skinscope/domain';
import { formatDate } from '../../../lib/format-date';
import { reportText as t } from '../locale';

/** Reasons worth a sentence on the report (a missing band is not: the difference says it all). */
const NOTED_REASONS: ReadonlySet<NoVerdictReason> = new Set([
  'uncalibrated',
  'not_estimable',
  'engine_changed',
  'estimate_only',
]);

function ChangeRow({ dimension }: { dimension: PublicDimension }) {
  const { change } = dimension;
  if (!change) return null;
  return (
    <li className="report-change-row">
      <span className="report-change-name">{DETECT_DIMENSION_LABELS[dimension.dimension]}</span>
      {dimension.dimension === 'skin_type' ? (
        // 肤质 is a type: the earlier type, never better or worse.
        <span>
          {t.previousType(change.previousType ? detectWordLabel(change.previousType) : '/')}
        </span>
      ) : (
        <span>
          {t.change(formatScoreChange(change.difference))}
          {change.verdict && (
            <span
              className={`report-verdict report-verdict-${change.verdict}`}
              title={change.verdict === 'stable' ? t.stableHint : undefined}
            >
              {t.verdicts[change.verdict]}
            </span>
          )}
          {/* Which band the verdict used (issue 32 #3); an older server's report names none. */}
          {change.verdict && change.band !== null && (
            <span className="report-change-band">
              {t.band(
                bandFootnote({
                  band: change.band,
                  source: change.bandSource ?? 'engine',
                  averaged: change.bandAveraged,
                }),
              )}
            </span>
          )}
          {/* Why a change is not judged, when that is more than a missing band (issue 19 #2). */}
          {change.reason && NOTED_REASONS.has(change.reason) && (
            <span className="report-change-note">{NO_VERDICT_NOTES[change.reason]}</span>
          )}
        </span>
      )}
    </li>
  );
}

/**
 * Each dimension's change since the part was last measured: the difference, and 改善 / 变差 /
 * 稳定 when the analysis carries its repeatability band (稳定: within it), and which band: the
 * device's measured one (本设备实测) or the engine's (引擎估计).
 */
export function ChangeList({
  previousDate,
  stateNote,
  dimensions,
}: {
  previousDate: string | null;
  stateNote: string | null;
  dimensions: PublicDimension[];
}) {
  if (!previousDate) return <p className="report-hint">{t.firstTime}</p>;
  return (
    <section className="report-changes">
      <h4>{t.sinceLast(formatDate(previousDate))}</h4>
      {stateNote && <p className="report-hint report-state-note">{stateNote}</p>}
      <ul>
        {dimensions.map((dimension) => (
          <ChangeRow key={dimension.dimension} dimension={dimension} />
        ))}
      </ul>
    </section>
  );
}
