import type { RealPairOptions, Recapture } from '@skinscope/analysis/node';
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
 * The part whose spots the story fades (右颧骨, rs-0012: the spottiest); the other two have few
 * spots, so their change stays near the band.
 */
export const SPOTTED_PART = 0;

/**
 * Each part is one real photograph of the real-skin corpus (packages/analysis/fixtures/real-skin,
 * credited in its ATTRIBUTION.md): three crops of one person's light skin, ISIC UDA-1
 * ISIC_0000024 (CC0), so her three parts look like one customer's. Small brown dots on the
 * cheekbones, a faint pink patch with fine lines on the cheek. Every visit is the same photo:
 * what changes is made by physics (DECISIONS "The demo's skin is real, its course of care is
 * not"), never a real outcome.
 */
export const DEMO_PHOTOS: readonly string[] = ['rs-0012.jpg', 'rs-0011.jpg', 'rs-0010.jpg'];

interface DemoVisit {
  daysAgo: number;
  /**
   * Share of her spots' melanin gone by this visit (care-change.ts: thinned in linear light,
   * redness and texture untouched). Most of it in the last month, so the latest visit is 改善
   * against the one before as well as against the first.
   */
  pigmentFade: number;
  /**
   * How this visit's photos were taken: the microscope's placement, sensor noise, JPEG quality
   * and the LED's drift (a gain on both lights); the normal-light twin of each visit has its own
   * noise and N/P shift. This is the noise every other dimension shows. The LED drifts within
   * ±1 %: on these real photos a 3 % drift alone moved 色素沉着 by up to 9 points (engine
   * 3.0.0), far beyond its band, and would have told a story of the lamp instead of the care.
   */
  capture: Recapture;
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
    pigmentFade: 0,
    capture: { gain: 1, noise: 1.5, shift: { dx: 1, dy: -2 }, jpegQuality: 92 },
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
    pigmentFade: 0.35,
    capture: { gain: 1.01, noise: 1.4, shift: { dx: 2, dy: -1 }, jpegQuality: 90 },
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
    pigmentFade: 0.6,
    capture: { gain: 0.99, noise: 1.8, shift: { dx: -1, dy: 2 }, jpegQuality: 87 },
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
    pigmentFade: 0.95,
    capture: { gain: 1.005, noise: 1.2, shift: { dx: 1, dy: 1 }, jpegQuality: 93 },
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

/**
 * The pair of one part at one visit: her real photo with that visit's fade, photographed as it
 * was then. Named per visit, so each visit's normal-light twin has its own noise and shift.
 */
export function visitPair(
  visit: DemoVisit,
  position: number,
): { photo: string; options: RealPairOptions } {
  const photo = DEMO_PHOTOS[position % DEMO_PHOTOS.length]!;
  return {
    photo,
    options: {
      name: `${photo} ${visit.daysAgo} days ago`,
      care: { pigmentFade: visit.pigmentFade },
      capture: visit.capture,
    },
  };
}
