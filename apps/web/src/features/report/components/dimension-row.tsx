import type { PublicDimension } from '@skinscope/contracts';
import {
  DETECT_DIMENSION_LABELS,
  DETECT_LEVEL_LABELS,
  detectWordLabel,
  formatDetectScore,
} from '@skinscope/domain';
import { reportText as t } from '../locale';

const signed = (difference: number) =>
  `${difference > 0 ? '+' : difference < 0 ? '−' : '±'}${formatDetectScore(Math.abs(difference))}`;

/** 肤质 is a type, 肤色 a tone word; the other dimensions a score and, when present, a level. */
function valueOf(dimension: PublicDimension): string {
  if (dimension.dimension === 'skin_type')
    return dimension.type
      ? detectWordLabel(dimension.type)
      : t.score(formatDetectScore(dimension.score));
  const score = t.score(formatDetectScore(dimension.score));
  if (dimension.dimension === 'color' && dimension.result)
    return `${score} · ${detectWordLabel(dimension.result)}`;
  return dimension.level === 'none' ? score : `${score} · ${DETECT_LEVEL_LABELS[dimension.level]}`;
}

function ChangeLine({ dimension }: { dimension: PublicDimension }) {
  const { change } = dimension;
  if (!change) return null;
  if (dimension.dimension === 'skin_type')
    return (
      <span className="report-change">
        {t.previousType(change.previousType ? detectWordLabel(change.previousType) : '/')}
      </span>
    );
  return (
    <span className="report-change">
      {t.change(signed(change.difference))}
      {change.verdict && (
        <span
          className={`report-verdict report-verdict-${change.verdict}`}
          title={change.verdict === 'stable' ? t.stableHint : undefined}
        >
          {t.verdicts[change.verdict]}
        </span>
      )}
    </span>
  );
}

/** One measured dimension of a part: what it is, its value, and its change since last time. */
export function DimensionRow({ dimension }: { dimension: PublicDimension }) {
  return (
    <li className="report-dimension">
      <span className="report-dimension-name">{DETECT_DIMENSION_LABELS[dimension.dimension]}</span>
      <span className="report-dimension-value">{valueOf(dimension)}</span>
      <ChangeLine dimension={dimension} />
    </li>
  );
}
