import type { StudyAggregateView, StudyAnalysisView } from '@skinscope/contracts';
import { Flex } from 'antd';
import { useMemo } from 'react';
import { LazyChart } from '../../../components/chart/lazy-chart';
import { zhCN } from '../locale';

const t = zhCN.report;

type Endpoint = StudyAnalysisView['endpoints'][number];
type AggregateEndpoint = StudyAggregateView['endpoints'][number];

/** The analysis's endpoint carries each participant's values; the sponsor's only statistics. */
const hasValues = (endpoint: Endpoint | AggregateEndpoint): endpoint is Endpoint =>
  endpoint.timepoints.every((timepoint) => 'values' in timepoint);

const TREATED = '#1677ff';
const CONTROL = '#8c8c8c';

/** Each participant's score at day 0 and every timepoint she was analysed at, by code. */
function participantLines(endpoint: Endpoint) {
  const lines = new Map<string, { arm: string; points: [number, number][] }>();
  for (const timepoint of endpoint.timepoints)
    for (const value of timepoint.values) {
      const line = lines.get(value.code) ?? { arm: value.arm, points: [[0, value.baseline]] };
      line.points.push([timepoint.day, value.followUp]);
      lines.set(value.code, line);
    }
  return [...lines].map(([code, line]) => ({
    type: 'line',
    name: code,
    data: line.points,
    symbolSize: 4,
    lineStyle: { width: 1, opacity: 0.6, type: line.arm === 'control' ? 'dashed' : 'solid' },
    itemStyle: { color: line.arm === 'control' ? CONTROL : TREATED },
    emphasis: { focus: 'series' },
  }));
}

/** The mean change with its 95 % CI as a vertical bar at each timepoint. */
function meanSeries(
  endpoint: AggregateEndpoint,
  side: 'treated' | 'control',
  name: string,
  color: string,
  band: number | null = null,
) {
  // The control's bars a little to the right, so that the two do not hide each other.
  const x = (day: number) => (side === 'control' && day > 0 ? day + 0.4 : day);
  const timepoints = endpoint.timepoints.filter((tp) => tp[side]?.meanChange != null);
  const bars = timepoints.flatMap((tp) => {
    const ci = tp[side]!.ci95;
    return ci
      ? [
          {
            type: 'line',
            silent: true,
            symbol: 'none',
            data: [
              [tp.day, ci.low],
              [tp.day, ci.high],
            ],
            itemStyle: { color },
            lineStyle: { width: 2 },
            tooltip: { show: false },
          },
        ]
      : [];
  });
  return [
    {
      type: 'line',
      name,
      data: [[0, 0], ...timepoints.map((tp) => [x(tp.day), tp[side]!.meanChange!])],
      itemStyle: { color },
      symbolSize: 8,
      ...(band !== null && { markArea: bandArea(band) }),
    },
    ...bars,
  ];
}

/**
 * The band a change must pass to count (the median of those the values were judged with), drawn
 * around 0 on the mean-change chart: a mean inside it moved less than a re-take can. The
 * sponsor's aggregate carries no values, so no band.
 */
function bandOf(endpoint: Endpoint | AggregateEndpoint): number | null {
  if (!hasValues(endpoint)) return null;
  const bands = endpoint.timepoints
    .flatMap((tp) => tp.values.map((value) => value.band))
    .filter((band): band is number => band !== null)
    .sort((a, b) => a - b);
  return bands.length > 0 ? bands[Math.floor(bands.length / 2)]! : null;
}

/** The band as a shaded strip around 0, on the series it is drawn with. */
const bandArea = (band: number) => ({
  silent: true,
  itemStyle: { color: 'rgba(0, 0, 0, 0.07)' },
  label: { position: 'insideBottomRight', color: '#8c8c8c', formatter: t.bandArea(band) },
  data: [[{ yAxis: -band }, { yAxis: band }]],
});

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The days on the x axis: ticks on the schedule's days (0 / 14 / 28: every 14), up to the last. */
const axes = (yName: string, days: readonly number[]) => ({
  xAxis: {
    type: 'value',
    name: t.axisDay,
    min: 0,
    max: days[days.length - 1],
    interval: days.reduce(gcd, 0) || 1,
  },
  yAxis: { type: 'value', name: yName, scale: true },
  grid: { left: 48, right: 24, top: 32, bottom: 32 },
  tooltip: { trigger: 'item' },
});

const daysOf = (endpoint: AggregateEndpoint) => [0, ...endpoint.timepoints.map((tp) => tp.day)];

/**
 * Per-participant lines (those who run the study) and the mean change with its CI, for one
 * endpoint; the sponsor's aggregate endpoint has no lines, only the mean.
 */
export function EndpointCharts({
  endpoint,
  name,
}: {
  endpoint: Endpoint | AggregateEndpoint;
  name: string;
}) {
  const lines = useMemo(
    () =>
      hasValues(endpoint)
        ? {
            ...axes(t.axisScore, daysOf(endpoint)),
            series: participantLines(endpoint),
            animation: false,
          }
        : null,
    [endpoint],
  );
  const mean = useMemo(() => {
    const control = endpoint.timepoints.some((tp) => tp.control !== null);
    const band = bandOf(endpoint);
    const frame = axes(t.axisChange, daysOf(endpoint));
    return {
      ...frame,
      // The band stays in view however small the change.
      yAxis: band
        ? {
            ...frame.yAxis,
            min: (extent: { min: number }) => Math.floor(Math.min(extent.min, -band)),
            max: (extent: { max: number }) => Math.ceil(Math.max(extent.max, band)),
          }
        : frame.yAxis,
      animation: false,
      legend: { top: 0 },
      series: [
        ...meanSeries(endpoint, 'treated', zhCN.report.groups.treated, TREATED, band),
        ...(control ? meanSeries(endpoint, 'control', zhCN.report.groups.control, CONTROL) : []),
      ],
    };
  }, [endpoint]);
  return (
    <Flex gap="middle" wrap className="endpoint-charts">
      {lines && (
        <div className="endpoint-chart">
          <LazyChart option={lines} height={240} label={t.chartParticipants(name)} />
        </div>
      )}
      <div className="endpoint-chart">
        <LazyChart option={mean} height={240} label={t.chartMean(name)} />
      </div>
    </Flex>
  );
}
