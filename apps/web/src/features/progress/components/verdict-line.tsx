import type { DetectDimension, ProgressMeasurement } from '@skinscope/contracts';
import {
  bandFootnote,
  CHANGE_VERDICT_LABELS,
  detectBand,
  detectWordLabel,
  formatDetectScore,
  formatScoreChange,
  NO_VERDICT_NOTES,
  type DimensionVerdict,
} from '@skinscope/domain';
import { Tag, Typography } from 'antd';
import { BandTag } from '../../../components/explained-results/band-tag';
import { progressText as t } from '../locale';

/** Calm colours: 变差 is orange, never red — it asks for a look at the care, not alarm. */
const VERDICT_COLORS = { better: 'green', worse: 'orange', stable: 'blue' } as const;

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

/** One visit's score with its band (好 / 一般 / 需关注), or a dash where it has none. */
function ScoreAt({
  measurement,
  dimension,
}: {
  measurement: ProgressMeasurement | undefined;
  dimension: DetectDimension;
}) {
  const result = measurement?.dimensions?.[dimension];
  // Not measured, or not assessable on that visit's photos (无法评估): no score to show.
  if (!result || result.score === null || result.level === null)
    return <span className="progress-score">—</span>;
  return (
    <span className="progress-score">
      {formatDetectScore(result.score)}
      <BandTag band={detectBand(result.level)} />
    </span>
  );
}

/**
 * Under the dimension's name: the two scores with their bands and the difference (the
 * repeatability band beside it, named with its source: 本设备实测 or 引擎估计), or for 肤质 the two types; and when there is no verdict, why,
 * in one sentence.
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
  const scored = [before, after].some((m) => m?.dimensions?.[dimension] !== undefined);
  const change =
    judged.difference === null
      ? ''
      : t.difference(formatScoreChange(judged.difference)) +
        (judged.band !== null && judged.bandSource !== null
          ? ` · ${t.withBand(
              bandFootnote({
                band: judged.band,
                source: judged.bandSource,
                averaged: judged.bandAveraged,
              }),
            )}`
          : '');
  return (
    <div className="progress-verdict-detail">
      {dimension === 'skin_type' ? (
        <Typography.Text>{t.typeChange(typeWord(before), typeWord(after))}</Typography.Text>
      ) : (
        scored && (
          <Typography.Text className="progress-scores">
            <ScoreAt measurement={before} dimension={dimension} />
            {t.arrow}
            <ScoreAt measurement={after} dimension={dimension} />
            {change}
          </Typography.Text>
        )
      )}
      {judged.reason && (
        <Typography.Text type="secondary" className="progress-reason">
          {NO_VERDICT_NOTES[judged.reason]}
        </Typography.Text>
      )}
    </div>
  );
}
