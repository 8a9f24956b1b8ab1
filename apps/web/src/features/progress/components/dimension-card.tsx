import type { DetectDimension, ProgressPart } from '@skinscope/contracts';
import {
  DETECT_DIMENSION_LABELS,
  DIMENSION_EXPLANATIONS,
  dimensionVerdict,
  partMeasurementOf,
} from '@skinscope/domain';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { dimensionChartOption, scorePoints } from '../lib/chart-options';
import { measurementAt } from '../lib/measurements';
import { progressText as t } from '../locale';
import { LazyChart } from '../../../components/chart/lazy-chart';
import { VerdictDetail, VerdictTag } from './verdict-line';

interface DimensionCardProps {
  part: ProgressPart;
  dimension: DetectDimension;
  labels: Map<number, string>;
  pair: [number, number];
}

/** One dimension of one part: its verdict between the two visits and its line over all visits. */
export function DimensionCard({ part, dimension, labels, pair }: DimensionCardProps) {
  const before = measurementAt(part, pair[0]);
  const after = measurementAt(part, pair[1]);
  const judged = dimensionVerdict(dimension, partMeasurementOf(before), partMeasurementOf(after));
  const option = useMemo(
    () => dimensionChartOption(scorePoints(part, dimension, labels, pair)),
    [part, dimension, labels, pair],
  );
  const name = DETECT_DIMENSION_LABELS[dimension];
  return (
    <li className="progress-dimension" data-testid={`progress-${dimension}`}>
      <div className="progress-dimension-head">
        <Typography.Text strong>{name}</Typography.Text>
        <VerdictTag judged={judged} />
      </div>
      <VerdictDetail dimension={dimension} judged={judged} before={before} after={after} />
      <LazyChart option={option} height={130} label={t.chartLabel(part.partName, name)} />
      <Typography.Text type="secondary" className="progress-explanation">
        {DIMENSION_EXPLANATIONS[dimension]}
      </Typography.Text>
    </li>
  );
}
