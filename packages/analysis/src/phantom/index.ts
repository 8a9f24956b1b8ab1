export * from './phantom-types';
export { generatePhantom } from './generate';
export { REFERENCE_DEVICE, resolveSpec, type PhantomOptions } from './spec';
export { createRng, type Rng } from './prng';
export { renderColorPatch, COLOR_CARD } from './color-card';
