export * from './phantom-types';
export { generatePhantom } from './generate';
export {
  CAST_CAPTURE,
  CAST_DEVICE,
  REFERENCE_DEVICE,
  resolveSpec,
  type PhantomOptions,
} from './spec';
export { createRng, type Rng } from './prng';
export { COLOR_CARD, GREY_CARD_LINEAR, renderChartPatch, renderFlatTarget } from './color-card';
