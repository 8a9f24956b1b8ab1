/**
 * The colours of the marked images, browser-safe so that the results screen's legend shows the
 * very colours the server blends in (`node/overlay.ts`). Index = mask class − 1 (README "Masks").
 */
import type { Dimension } from './types';

export type Rgb = readonly [number, number, number];

/** Colour of each mask class (index = class value − 1) per dimension, chosen to read on skin. */
export const OVERLAY_PALETTE: Record<Dimension, readonly Rgb[]> = {
  skin_type: [[255, 214, 0]], // shine: yellow
  roughness: [
    [255, 140, 0], // rough area: orange
    [160, 32, 240], // pore: purple
  ],
  color: [
    [120, 200, 255], // lighter tile: light blue
    [120, 60, 20], // darker tile: brown
  ],
  sensitivity: [
    [230, 20, 40], // red area: red
    [255, 0, 200], // vessel: magenta
  ],
  pigment: [
    [0, 200, 255], // spot: cyan
    [0, 90, 255], // large pigmented area: blue
  ],
  elasticity: [[40, 90, 255]], // line: blue
  corneum: [[0, 220, 90]], // flake: green
};
