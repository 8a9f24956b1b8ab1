import type { DetectDimension, ProgressMeasurement } from '@skinscope/contracts';
import {
  CHANGE_VERDICT_LABELS,
  detectWordLabel,
  formatDetectScore,
  NO_VERDICT_NOTES,
  type DimensionVerdict,
} from '@skinscope/domain';
import { Tag, Typography } from 'antd';
import { progressText as t } from '../locale';

/** Calm colours: 变差 is orange, never red — it asks for a look at the care, not alarm. */
const VERDICT_COLORS = { better: 'green', worse: 'orange', stable: 'blue' } as const;

const signed = (difference: number) =>
  `${difference > 0 ? '+' : difference < 0 ? '−' : '±'}${formatDetectScore(Math.abs(difference))}`;

const formatBand = (band: number) => String(Math.round(band * 10) / 10);

export function VerdictTag({ judged }: { judged: DimensionVerdict }) {
  // 肤质 shows its two types instead: there is nothing to judge.
  if (judged.reason === 'type_only') return null;
  if (judged.verdict === null) return <Tag className="progress-verdict">{t.noVerdict}</Tag>;
  return (
    <Tag color={VERDICT_COLORS[judged.verdict]} className="progress-verdict">
      {CHANGE_VERDICT_LABELS[judged.verdict]}
    </Tag>
  );
}

const typeWord = (measurement: ProgressMeasurement | undefined) => {
  const type = measurement?.dimensions?.skin_type?.type;
  return type ? detectWordLabel(type) : '/';
};

/**
 * Under the dimension's name: the two scores and their difference (the band beside it), or for
 * 肤质 the two types; and when there is no verdict, why, in one sentence.
 */
export function VerdictDetail({
  dimension,
  judged,
  before,
  after,
}: {
  dimension: DetectDimension;
  judged: DimensionVerdict;
  before: ProgressMeasurement | undefined;
  after: ProgressMeasurement | undefined;
}) {
  const from = before?.dimensions?.[dimension]?.score;
  const to = after?.dimensions?.[dimension]?.score;
  const numbers =
    dimension === 'skin_type'
      ? t.typeChange(typeWord(before), typeWord(after))
      : judged.difference !== null && from !== undefined && to !== undefined
        ? t.scoreChange(formatDetectScore(from), formatDetectScore(to), signed(judged.difference)) +
          (judged.band !== null ? ` · ${t.withBand(formatBand(judged.band))}` : '')
        : null;
  return (
    <div className="progress-verdict-detail">
      {numbers && <Typography.Text>{numbers}</Typography.Text>}
      {judged.reason && (
        <Typography.Text type="secondary" className="progress-reason">
          {NO_VERDICT_NOTES[judged.reason]}
        </Typography.Text>
      )}
    </div>
  );
}
