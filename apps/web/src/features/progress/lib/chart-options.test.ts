import {
  DETECT_DIMENSIONS,
  type DetectDimension,
  type ProgressMeasurement,
  type ProgressPart,
  type ProgressVisit,
} from '@skinscope/contracts';
import { describe, expect, it } from 'vitest';
import { careRadarOption, dimensionChartOption, scorePoints } from './chart-options';
import { visitLabels } from './visit-labels';

function measured(recordId: number, score: number, band: number): ProgressMeasurement {
  const each = <T>(value: T) =>
    Object.fromEntries(DETECT_DIMENSIONS.map((d) => [d, value])) as Record<DetectDimension, T>;
  return {
    recordId,
    status: 'done',
    reasons: [],
    normalImage: null,
    polarisedImage: null,
    detectionId: recordId,
    dimensions: each({ score, type: null, level: 'none', area: 0, result: null, filename: null }),
    repeatability: each(band),
    colorCalibrated: false,
    version: { engine: '2.2.0', calibration: '2026.4' },
    deviceCalibrationId: null,
  };
}

const refused: ProgressMeasurement = {
  ...measured(2, 0, 0),
  status: 'failed',
  reasons: ['照片模糊'],
  dimensions: null,
  repeatability: null,
};

const part: ProgressPart = {
  part: 'yqg',
  partName: '右颧骨',
  measurements: [measured(1, 60, 2), refused, measured(3, 70, 3)],
};
const labels = new Map([
  [1, '2026-01-05'],
  [2, '2026-02-05'],
  [3, '2026-03-05'],
]);

describe('progress chart data (issue 19 #1)', () => {
  it('draws each band around the previous measured score, across a refused visit, the wider band', () => {
    const points = scorePoints(part, 'roughness', labels, [1, 3]);
    expect(points.map((p) => [p.score, p.refused, p.chosen])).toEqual([
      [60, false, true],
      [null, true, false],
      [70, false, true],
    ]);
    expect(points[0]!.ribbon).toBeNull();
    expect(points[1]!.ribbon).toBeNull();
    expect(points[2]!.ribbon).toEqual({ from: 0, lower: 57, upper: 63 });
  });

  it('issue 32 #3: draws the band the verdict uses, the device’s measured one where it has one', () => {
    const onDevice: ProgressMeasurement = {
      ...measured(3, 70, 3),
      bandsInUse: { roughness: { band: 4.5, source: 'device' } },
    };
    const points = scorePoints(
      { ...part, measurements: [measured(1, 60, 2), onDevice] },
      'roughness',
      labels,
      [1, 3],
    );
    expect(points[1]!.ribbon).toEqual({ from: 0, lower: 55.5, upper: 64.5 });
  });

  it('starts the axis at most 10 points below the data, with three even labels', () => {
    const option = dimensionChartOption(scorePoints(part, 'roughness', labels, [1, 3])) as {
      yAxis: { min: number; max: number; interval: number };
    };
    // Lowest drawn value 57 (the band around 60): 40, 70, 100.
    expect(option.yAxis).toMatchObject({ min: 40, max: 100, interval: 30 });
  });

  it('shows the two compared visits on the radar and keeps the others in the legend', () => {
    const visit = (recordId: number, care: boolean): ProgressVisit => ({
      recordId,
      date: `2026-0${recordId}-05T02:00:00.000Z`,
      consultant: '林',
      scanType: 'FULL_SCAN',
      careScores: care ? [{ name: '控油平衡', point: 6 }] : [],
      skinState: null,
    });
    const option = careRadarOption(
      [visit(1, true), visit(2, false), visit(3, true)],
      labels,
      [1, 3],
    ) as {
      legend: { selected: Record<string, boolean> };
      series: Array<{ data: Array<{ value: number[] }> }>;
    };
    expect(option.legend.selected).toEqual({ '2026-01-05': true, '2026-03-05': true });
    expect(option.series[0]!.data[0]!.value).toEqual([0, 6, 0, 0, 0, 0, 0, 0]);
  });
});

describe('visit labels', () => {
  it('are the date, with the time on a shared day and the number in a shared minute', () => {
    const at = (recordId: number, date: string): ProgressVisit => ({
      recordId,
      date,
      consultant: '林',
      scanType: 'FULL_SCAN',
      careScores: [],
      skinState: null,
    });
    const labels = visitLabels([
      // Local times: the labels are the salon's clock.
      at(1, '2026-01-05T10:00:00'),
      at(2, '2026-02-05T10:00:00'),
      at(3, '2026-02-05T14:30:10'),
      at(4, '2026-02-05T14:30:40'),
    ]);
    expect([...labels.values()]).toEqual([
      '2026-01-05',
      '2026-02-05 10:00',
      '2026-02-05 14:30 #3',
      '2026-02-05 14:30 #4',
    ]);
  });
});
