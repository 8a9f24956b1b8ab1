import type { DeviceRepeatability, DetectDimension } from '@skinscope/contracts';
import { DETECT_DIMENSION_LABELS, isTypeOnly } from '@skinscope/domain';
import { Empty, Flex, Segmented, Typography } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useState } from 'react';
import { LazyChart } from '../../../components/chart/lazy-chart';
import { BRAND_COLOR } from '../../../lib/theme';
import { zhCN } from '../locale';

const t = zhCN.repeatability.scatter;

type DimensionRepeatability = DeviceRepeatability['dimensions'][number];
type Point = DimensionRepeatability['points'][number];

const CHART_SIZE = 260;
const QUIET = '#b9a9b4';
const AXIS_TEXT = '#7a6a76';
/** Axes end on multiples of this, so that their labels are round numbers. */
const AXIS_STEP = 10;

/** One range for both axes (scores are 0–100), so the diagonal is the identity at 45°. */
function axisRange(points: readonly Point[], band: number): { min: number; max: number } {
  const values = points.flat();
  const low = Math.min(...values) - band;
  const high = Math.max(...values) + band;
  return {
    min: Math.max(0, Math.floor(low / AXIS_STEP) * AXIS_STEP),
    max: Math.min(100, Math.ceil(high / AXIS_STEP) * AXIS_STEP),
  };
}

const line = (from: [number, number], to: [number, number], dashed: boolean) => ({
  type: 'line',
  data: [from, to],
  symbol: 'none',
  silent: true,
  lineStyle: { color: QUIET, width: 1, type: dashed ? 'dashed' : 'solid' },
});

/** The scatter: each pair (first score, second score), the identity line and ± the band in use. */
function scatterOption(points: readonly Point[], band: number): EChartsCoreOption {
  const { min, max } = axisRange(points, band);
  const axis = (name: string) => ({
    type: 'value',
    name,
    nameLocation: 'middle',
    nameGap: 26,
    min,
    max,
    minInterval: 1,
    axisLabel: { color: AXIS_TEXT, formatter: (value: number) => String(Math.round(value)) },
    nameTextStyle: { color: AXIS_TEXT },
    splitLine: { lineStyle: { color: '#f0e8ed' } },
  });
  return {
    animation: false,
    grid: { left: 44, right: 12, top: 12, bottom: 40 },
    xAxis: axis(t.first),
    yAxis: axis(t.second),
    tooltip: {
      trigger: 'item',
      formatter: ({ value }: { value: Point }) => t.point(value[0], value[1]),
    },
    series: [
      line([min, min], [max, max], false),
      line([min, min + band], [max - band, max], true),
      line([min + band, min], [max, max - band], true),
      {
        type: 'scatter',
        data: points,
        symbolSize: 7,
        itemStyle: { color: BRAND_COLOR, opacity: 0.55 },
      },
    ],
  };
}

/** One dimension's chart; its option is rebuilt only when the card's figures change. */
function DimensionScatter({ figures }: { figures: DimensionRepeatability }) {
  const { points, band } = figures;
  const option = useMemo(() => scatterOption(points, band), [points, band]);
  const label = t.label(DETECT_DIMENSION_LABELS[figures.dimension], points.length);
  return <LazyChart option={option} height={CHART_SIZE} label={label} />;
}

/**
 * Issue 32 #3: a device's pairs, first capture against second, one scored dimension at a time
 * (肤质 is a type, not a score). The points are the ones its figures count, from the server.
 */
export function RetestScatter({ dimensions }: { dimensions: readonly DimensionRepeatability[] }) {
  const scored = dimensions.filter((d) => !isTypeOnly(d.dimension));
  const [chosen, choose] = useState<DetectDimension | undefined>(scored[0]?.dimension);
  const shown = scored.find((d) => d.dimension === chosen) ?? scored[0];
  if (!shown) return null;
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{t.title}</Typography.Text>
      <Segmented<DetectDimension>
        aria-label={t.dimension}
        style={{ alignSelf: 'flex-start' }}
        value={shown.dimension}
        onChange={choose}
        options={scored.map((d) => ({
          value: d.dimension,
          label: DETECT_DIMENSION_LABELS[d.dimension],
        }))}
      />
      <Flex gap="large" wrap align="center">
        <div style={{ width: CHART_SIZE }}>
          {shown.points.length > 0 ? (
            <DimensionScatter figures={shown} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
          )}
        </div>
        <Typography.Text type="secondary" style={{ flex: '1 1 220px' }}>
          {t.hint}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
