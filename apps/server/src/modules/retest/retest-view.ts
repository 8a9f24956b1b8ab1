import {
  BAND_SOURCE_NAMES,
  DEVICE_BAND_MIN_PAIRS,
  DEVICE_BAND_WINDOW_DAYS,
  type DeviceRepeatability as DeviceFigures,
  type RetestPairScores,
} from '@skinscope/domain';
import {
  DETECT_DIMENSIONS,
  type DetectDimension,
  type DeviceRepeatability,
  type QualityReason,
  type RetestDevice,
  type RetestPair,
  type RetestReminder,
} from '@skinscope/contracts';
import type { CalibrationRow } from '../../repositories/calibrations.repository';
import type {
  RetestCaptureFindings,
  RetestPairWithAuthor,
} from '../../repositories/retest-pairs.repository';

type StoredScores = Partial<Record<DetectDimension, unknown>>;

/** Each dimension's score of stored scores; null where it was not scored. */
function numbersOf(
  scores: StoredScores | null | undefined,
): Record<DetectDimension, number | null> {
  return Object.fromEntries(
    DETECT_DIMENSIONS.map((d) => {
      const score = scores?.[d];
      return [d, typeof score === 'number' ? score : null];
    }),
  ) as Record<DetectDimension, number | null>;
}

function captureView(findings: RetestCaptureFindings, scores: StoredScores, accepted: boolean) {
  return {
    accepted,
    scores: numbersOf(scores),
    reasons: findings.quality.reasons as QualityReason[],
  };
}

/** A stored pair as a device's list shows it. */
export function toRetestPairView(row: RetestPairWithAuthor): RetestPair {
  return {
    id: row.id,
    deviceLabel: row.deviceLabel,
    part: row.part,
    calibrationId: row.calibrationId,
    storeId: row.storeId,
    userName: row.userName,
    customerId: row.customerId,
    createdAt: row.createdAt.toISOString(),
    engineVersion: row.engineVersion,
    accepted: row.testAccepted && row.retestAccepted,
    test: captureView(row.test, row.testScores, row.testAccepted),
    retest: captureView(row.retest, row.retestScores, row.retestAccepted),
  };
}

/** What the domain's statistic needs of a stored pair, as the repository's `scoresOf` reads it. */
export function pairScoresOf(row: {
  test: StoredScores;
  retest: StoredScores;
  testAccepted: boolean;
  retestAccepted: boolean;
}): RetestPairScores {
  return {
    accepted: row.testAccepted && row.retestAccepted,
    test: numbersOf(row.test),
    retest: numbersOf(row.retest),
  };
}

/** The domain's figures as the card's contract carries them. */
export function toDeviceRepeatabilityView(
  deviceLabel: string,
  engineVersion: string,
  figures: DeviceFigures,
): DeviceRepeatability {
  return {
    deviceLabel,
    engineVersion,
    windowDays: DEVICE_BAND_WINDOW_DAYS,
    minPairs: DEVICE_BAND_MIN_PAIRS,
    pairs: figures.pairs,
    refused: figures.refused,
    refusalRate: figures.refusalRate,
    dimensions: figures.dimensions.map((d) => ({ ...d, sourceName: BAND_SOURCE_NAMES[d.source] })),
  };
}

/**
 * The company's devices from its pairs per device and its calibrations (newest first): those
 * with the newest pairs first, then the calibrated ones without pairs, newest calibration first.
 */
export function toRetestDevices(
  pairs: readonly { deviceLabel: string; pairs: number; lastPairAt: Date | null }[],
  calibrations: readonly Pick<CalibrationRow, 'deviceLabel' | 'name' | 'supersededAt'>[],
): RetestDevice[] {
  const devices = new Map<string, RetestDevice>();
  const deviceOf = (deviceLabel: string) => {
    const known = devices.get(deviceLabel);
    if (known) return known;
    const device = { deviceLabel, name: null, calibrated: false, pairs: 0, lastPairAt: null };
    devices.set(deviceLabel, device);
    return device;
  };
  for (const row of pairs) {
    Object.assign(deviceOf(row.deviceLabel), {
      pairs: row.pairs,
      lastPairAt: row.lastPairAt?.toISOString() ?? null,
    });
  }
  for (const row of calibrations) {
    const device = deviceOf(row.deviceLabel);
    device.name ??= row.name;
    if (row.supersededAt === null) device.calibrated = true;
  }
  const order = [...devices.values()];
  // ISO times in UTC sort as strings; a stable sort keeps the calibrations' order after them.
  return order.sort((a, b) => (b.lastPairAt ?? '').localeCompare(a.lastPairAt ?? ''));
}

/**
 * The devices the counter overview may remind of: in use, i.e. with a calibration in force or a
 * pair within the card's window (`since`); one whose calibrations were all retired and whose
 * pairs are older is taken to be out of use. Each with the accepted pairs its card counts.
 */
export function toRetestReminders(
  devices: readonly RetestDevice[],
  acceptedCounts: readonly { deviceLabel: string; accepted: number }[],
  since: Date,
): RetestReminder[] {
  const accepted = new Map(acceptedCounts.map((row) => [row.deviceLabel, row.accepted]));
  return devices
    .filter(
      (device) =>
        device.calibrated ||
        (device.lastPairAt !== null && Date.parse(device.lastPairAt) >= since.getTime()),
    )
    .map(({ deviceLabel, name, lastPairAt }) => ({
      deviceLabel,
      name,
      acceptedPairs: accepted.get(deviceLabel) ?? 0,
      lastPairAt,
    }));
}
