import { describe, expect, it } from 'vitest';
import { DETECT_DIMENSIONS, PartDetectionSchema } from '@skinscope/contracts';
import type { DetectionRow } from '../../repositories/detections.repository';
import { partDetectionOf } from './detection-view';

const dimension = { score: 80, type: null, level: 'none', area: 1, result: null };
const scores = Object.fromEntries(DETECT_DIMENSIONS.map((d) => [d, dimension]));
const bands = Object.fromEntries(DETECT_DIMENSIONS.map((d) => [d, 2.5]));

function row(result: Record<string, unknown>): DetectionRow {
  return {
    id: 9,
    customerId: 1,
    recordId: 1,
    part: 'yqg',
    position: 0,
    userId: 1,
    normalKey: 'img/1/1/a.jpg',
    calibrationId: null,
    polarisedKey: 'img/1/1/b.jpg',
    result,
    measures: null,
    quality: { ok: true, reasons: [] },
    version: { engine: '2.0.0', calibration: 'x' },
    createdAt: new Date(0),
  };
}

describe('a stored detection in a report (issue 18 #6)', () => {
  it('carries the repeatability bands stored with its scores', () => {
    const part = PartDetectionSchema.parse(partDetectionOf(row({ ...scores, repeatability: bands }), true)); // prettier-ignore
    expect(part).toMatchObject({ status: 'done', repeatability: bands });
  });

  it('names what measured it, as stored: engine, calibration table, device calibration (issue 18 #8)', () => {
    const calibrated = { ...row({ ...scores, color: { ...dimension, result: 'ziran' } }) };
    const part = PartDetectionSchema.parse(partDetectionOf({ ...calibrated, calibrationId: 4 }, true)); // prettier-ignore
    expect(part).toMatchObject({
      version: { engine: '2.0.0', calibration: 'x' },
      deviceCalibrationId: 4,
      colorCalibrated: true,
    });
    // Without a device calibration a tone word does not make colour calibrated.
    expect(partDetectionOf(calibrated, true)).toMatchObject({ colorCalibrated: false });
  });

  it('still reads a detection stored before the engine published bands', () => {
    const part = PartDetectionSchema.parse(partDetectionOf(row(scores), true));
    expect(part.status).toBe('done');
    expect(part).not.toHaveProperty('repeatability');
  });
});
