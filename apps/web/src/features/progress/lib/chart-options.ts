import type {
  DetectDimension,
  ProgressMeasurement,
  ProgressPart,
  ProgressVisit,
} from '@skinscope/contracts';
import {
  ANALYSIS_DIMENSIONS,
  formatDetectScore,
  partMeasurementOf,
  verdictBand,
} from '@skinscope/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { BRAND_COLOR } from '../../../lib/theme';
import { progressText as t } from '../locale';

const BAND_FILL = 'rgba(178, 70, 124, 0.13)';
const QUIET = '#b9a9b4';
const AXIS_TEXT = '#7a6a76';
const EARLIER_COLOR = '#8c8c8c';
const OTHER_COLORS = ['#d9a441', '#5b8ff9', '#5ad8a6', '#9270ca', '#6dc8ec'];

interface ScorePoint {
  label: string;
  score: number | null;
  refused: boolean;
  chosen: boolean;
  /** The band around the previous measured score, drawn up to this visit. */
  ribbon: { from: number; lower: number; upper: number } | null;
}

/**
 * The part's score in one dimension at each visit it was photographed, with its noise bands:
 * the band the verdict between the two visits uses (issue 32 #3: the device's own where measured).
 */
export function scorePoints(
  part: ProgressPart,
  dimension: DetectDimension,
  labels: Map<number, string>,
  chosen: readonly (number | undefined)[],
): ScorePoint[] {
  let previous: { index: number; score: number; measurement: ProgressMeasurement } | null = null;
  return part.measurements.map((measurement, index) => {
    const score = measurement.dimensions?.[dimension]?.score ?? null;
    const wider = previous
      ? (verdictBand(
          dimension,
          partMeasurementOf(previous.measurement),
          partMeasurementOf(measurement),
        )?.band ?? null)
      : null;
    const point: ScorePoint = {
      label: labels.get(measurement.recordId) ?? '',
      score,
      refused: measurement.status === 'failed',
      chosen: chosen.includes(measurement.recordId),
      ribbon:
        previous && wider !== null && score !== null
          ? {
              from: previous.index,
              lower: Math.max(0, previous.score - wider),
              upper: Math.min(100, previous.score + wider),
            }
          : null,
    };
    if (score !== null) previous = { index, score, measurement };
    return point;
  });
}

/** Each band as a ribbon from the previous measured visit to this one (two stacked lines). */
function ribbonSeries(points: ScorePoint[]) {
  return points.flatMap((point, index) => {
    const { ribbon } = point;
    if (!ribbon) return [];
    // Flat from the previous measured visit to this one, across any refused visit between.
    const at = (value: number) =>
      points.map((_, i) => (i >= ribbon.from && i <= index ? value : null));
    const common = {
      type: 'line',
      stack: `band-${index}`,
      symbol: 'none',
      silent: true,
      lineStyle: { opacity: 0 },
      tooltip: { show: false },
      z: 1,
    };
    return [
      { ...common, name: t.seriesBand, data: at(ribbon.lower) },
      {
        ...common,
        name: t.seriesBand,
        data: at(ribbon.upper - ribbon.lower),
        areaStyle: { color: BAND_FILL },
      },
    ];
  });
}

/** Month and day (and the time of a shared day on a second line): the year is in the picker. */
const axisDate = (label: string) => label.slice(5).replace(' ', '\n');

/** A line of one dimension's scores over the visits, on the 0–100 scale, bands behind it. */
export function dimensionChartOption(points: ScorePoint[]): EChartsCoreOption {
  const scores = points.flatMap((point) => (point.score === null ? [] : [point.score]));
  const lowest = Math.min(
    100,
    ...scores,
    ...points.flatMap((p) => (p.ribbon ? [p.ribbon.lower] : [])),
  );
  const axisLabels = points.map((p) =>
    p.refused ? `${axisDate(p.label)}\n${t.refusedShort}` : axisDate(p.label),
  );
  const lines = Math.max(1, ...axisLabels.map((label) => label.split('\n').length));
  // Never zoomed in below the data by more than needed: small noise must not look large.
  const min = Math.max(0, Math.floor((lowest - 10) / 10) * 10);
  return {
    animation: false,
    // Room for the last date under the axis's right end, and for every line of the dates.
    grid: { left: 34, right: 34, top: 12, bottom: 12 + 14 * lines },
    tooltip: { trigger: 'item', valueFormatter: (value: number) => formatDetectScore(value) },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: axisLabels,
      axisLabel: { color: AXIS_TEXT, fontSize: 11, interval: 0, hideOverlap: true },
      axisLine: { lineStyle: { color: '#e5dae2' } },
    },
    yAxis: {
      type: 'value',
      min,
      max: 100,
      // Three evenly spaced labels (40, 70, 100): ECharts' own nice ticks ignore a fixed min and
      // drew 40, 60, 90, 100.
      interval: (100 - min) / 2,
      axisLabel: { color: AXIS_TEXT, fontSize: 11 },
      splitLine: { lineStyle: { color: '#f3ecf1' } },
    },
    series: [
      ...ribbonSeries(points),
      {
        type: 'line',
        name: t.seriesScore,
        z: 3,
        connectNulls: true,
        lineStyle: { color: BRAND_COLOR, width: 2 },
        data: points.map((p) => ({
          value: p.score,
          symbolSize: p.chosen ? 9 : 5,
          itemStyle: { color: p.chosen ? BRAND_COLOR : QUIET },
        })),
      },
    ],
  };
}

/** The eight care dimensions as each visit stored them, one polygon per visit; the compared two shown. */
export function careRadarOption(
  visits: readonly ProgressVisit[],
  labels: Map<number, string>,
  chosen: readonly (number | undefined)[],
): EChartsCoreOption {
  const withCare = visits.filter((visit) => visit.careScores.length > 0);
  const names = withCare.map((visit) => labels.get(visit.recordId) ?? '');
  const colors = withCare.map((visit, i) =>
    visit.recordId === chosen[1]
      ? BRAND_COLOR
      : visit.recordId === chosen[0]
        ? EARLIER_COLOR
        : OTHER_COLORS[i % OTHER_COLORS.length]!,
  );
  return {
    animation: false,
    color: colors,
    tooltip: { trigger: 'item' },
    legend: {
      bottom: 0,
      data: names,
      selected: Object.fromEntries(
        withCare.map((visit, i) => [names[i], chosen.includes(visit.recordId)]),
      ),
    },
    radar: {
      radius: '62%',
      center: ['50%', '46%'],
      indicator: ANALYSIS_DIMENSIONS.map((d) => ({ name: d.name, max: 10, min: 0 })),
      axisName: { color: AXIS_TEXT, fontSize: 12 },
      splitNumber: 5,
    },
    series: [
      {
        type: 'radar',
        // One palette colour per visit, so that each legend entry shows its polygon's colour.
        colorBy: 'data',
        data: withCare.map((visit, i) => ({
          name: names[i],
          value: ANALYSIS_DIMENSIONS.map(
            (d) => visit.careScores.find((score) => score.name === d.name)?.point ?? 0,
          ),
          areaStyle: { opacity: visit.recordId === chosen[1] ? 0.16 : 0.06 },
        })),
      },
    ],
  };
}
