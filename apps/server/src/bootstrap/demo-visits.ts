import { REFERENCE_DEVICE, type PhantomOptions } from '@skinscope/analysis';
import type { DetectDimension } from '@skinscope/contracts';
import type { FacePartKey, QuestionnaireAnswersInput } from '@skinscope/domain';

/**
 * Three parts per visit where spots show most, as the wizard photographs them (right cheekbone
 * first): 右颧骨, 左颧骨, 右脸颊.
 */
export const DEMO_PARTS = ['yqg', 'zqg', 'ylj'] as const satisfies readonly FacePartKey[];

/** The dimension the showcase customer's course of care improves; the others only show noise. */
export const IMPROVING_DIMENSION: DetectDimension = 'pigment';

/**
 * Each part is one patch of her skin, the same at every visit (same phantom seed): many
 * pigment spots, some redness and fine lines. Seeds 100–102 were checked against the engine's
 * bands (DECISIONS "Demo data tells the story").
 */
const partSkin = (position: number): PhantomOptions => ({
  seed: 100 + position,
  spots: 18,
  redness: 3,
  lines: 4,
});

interface DemoVisit {
  daysAgo: number;
  /**
   * ΔL* range of her spots in the polarised photo. The same spots at the same places, fainter
   * each visit; the engine measures a spot's area at its half maximum, so a fading spot counts
   * until it sinks below what it detects (≈ ΔL* 3), and the measured area shrinks visit by visit.
   */
  spotContrast: readonly [number, number];
  /**
   * How this visit's photos were taken: sensor noise, JPEG quality, N/P shift and the LED's
   * drift (a gain on both exposures). This is the noise every other dimension shows, the kind
   * the repeatability bands were measured for (capture changes of the same patch).
   */
  capture: { noise: number; jpegQuality: number; shift: { dx: number; dy: number } };
  ledDrift: number;
  scanType: 'FULL_SCAN' | 'RETRY_SCAN';
  /**
   * Her questionnaire (issue 17 #24, #25): spots the main concern throughout; dryness and
   * uneven tone ease and sunscreen and a serum join her routine. Re-checks skip the help and
   * preference pages, as the wizard does.
   */
  answers: QuestionnaireAnswersInput;
}

/** Four visits about four weeks apart, the last a few days ago. */
export const SHOWCASE_VISITS: readonly DemoVisit[] = [
  {
    daysAgo: 88,
    spotContrast: [4, 12],
    capture: { noise: 1.5, jpegQuality: 92, shift: { dx: 1.5, dy: -2 } },
    ledDrift: 1,
    scanType: 'FULL_SCAN',
    answers: {
      condition: [1, 4, 5],
      mainConcern: 5,
      help: [1],
      menses: 2,
      habit: [1, 2, 4, 5, 6],
      situation: [2, 6],
      body: [3],
      ambition: [1],
      concern: [1, 4],
      original: [6],
    },
  },
  {
    daysAgo: 60,
    spotContrast: [2.6, 8],
    capture: { noise: 1.4, jpegQuality: 90, shift: { dx: 2, dy: -1 } },
    ledDrift: 1.03,
    scanType: 'RETRY_SCAN',
    answers: {
      condition: [1, 4, 5],
      mainConcern: 5,
      menses: 2,
      habit: [1, 2, 4, 5, 6, 9],
      situation: [6],
      body: [3],
    },
  },
  {
    daysAgo: 32,
    spotContrast: [2, 6],
    capture: { noise: 1.8, jpegQuality: 87, shift: { dx: -1, dy: 2 } },
    ledDrift: 0.965,
    scanType: 'RETRY_SCAN',
    answers: {
      condition: [4, 5],
      mainConcern: 5,
      menses: 1,
      habit: [1, 2, 4, 5, 6, 8, 9],
      situation: [6],
      body: [3],
    },
  },
  {
    daysAgo: 4,
    spotContrast: [1.5, 4.5],
    capture: { noise: 1.2, jpegQuality: 93, shift: { dx: 1, dy: 1 } },
    ledDrift: 1.01,
    scanType: 'RETRY_SCAN',
    answers: {
      condition: [5],
      mainConcern: 5,
      menses: 2,
      habit: [1, 2, 4, 5, 6, 8, 9],
      situation: [6],
      body: [3],
    },
  },
];

/** The phantom of one part at one visit: her skin as it is then, photographed as it was then. */
export function visitPhantom(visit: DemoVisit, position: number): PhantomOptions {
  return {
    ...partSkin(position),
    spotContrast: visit.spotContrast,
    capture: visit.capture,
    device: {
      exposureP: REFERENCE_DEVICE.exposureP * visit.ledDrift,
      exposureN: REFERENCE_DEVICE.exposureN * visit.ledDrift,
    },
  };
}
