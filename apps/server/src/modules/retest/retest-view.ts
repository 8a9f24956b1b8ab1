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
  type RetestPair,
} from '@skinscope/contracts';
import type {
  RetestCaptureFindings,
  RetestPairWithAuthor,
} from '../../repositories/retest-pairs.repository';

/** Each dimension's score in a capture's stored result; null where it was not scored. */
function scoresOf(findings: RetestCaptureFindings): Record<DetectDimension, number | null> {
  const result = findings.result as Partial<Record<DetectDimension, { score?: unknown }>> | null;
  return Object.fromEntries(
    DETECT_DIMENSIONS.map((d) => {
      const score = result?.[d]?.score;
      return [d, typeof score === 'number' ? score : null];
    }),
  ) as Record<DetectDimension, number | null>;
}

function captureView(findings: RetestCaptureFindings, accepted: boolean) {
  return {
    accepted,
    scores: scoresOf(findings),
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
    test: captureView(row.test, row.testAccepted),
    retest: captureView(row.retest, row.retestAccepted),
  };
}

/** What the domain's statistic needs of a stored pair. */
export function pairScoresOf(row: {
  test: RetestCaptureFindings;
  retest: RetestCaptureFindings;
  testAccepted: boolean;
  retestAccepted: boolean;
}): RetestPairScores {
  return {
    accepted: row.testAccepted && row.retestAccepted,
    test: scoresOf(row.test),
    retest: scoresOf(row.retest),
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
