/**
 * Blind flat-field and lit-disc ROI. The microscope's LEDs light the centre more than the edge;
 * fitting Y(ρ) = A·(1 − kρ²) to the medians of 12 rings (ρ = distance from the centre / half
 * diagonal) and dividing it out keeps colour comparable across the patch (a 1 % gain error is
 * ≈ 0.3 L*, ≈ 0.5° ITA). The ROI keeps pixels lit at ≥ minIllumination of the centre whose
 * brightness also follows the model (the dark barrel edge does not).
 */
import { newUint8, newFloat64 } from './kernels/arena';
import { CALIBRATION } from './calibration';
import { boxMean } from './kernels/box';
import type { Mask, Plane } from './kernels/plane';

const RINGS = 10;
const SECTORS = 8;
const BINS = 256;

export interface FlatField {
  /** Centre luminance A and fall-off k of Y = A(1 − kρ²). */
  centre: number;
  k: number;
}

/** Gain 1 − kρ² at pixel (x, y) of a grid of width × height covering the photo. */
function gainOn(flat: FlatField, width: number, height: number): (x: number, y: number) => number {
  const cx = width / 2;
  const cy = height / 2;
  const half2 = cx * cx + cy * cy;
  return (x, y) => 1 - (flat.k * ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2)) / half2;
}

/** Octant 0–7 of the direction (dx, dy), without trigonometry. */
function octant(dx: number, dy: number): number {
  return (dy < 0 ? 4 : 0) + (dx < 0 ? 2 : 0) + (Math.abs(dx) < Math.abs(dy) ? 1 : 0);
}

interface Cell {
  rho2: number;
  median: number;
  count: number;
}

/** Median luminance of each ring × sector cell (histograms, 256 bins up to the brightest pixel). */
function cellMedians(y: Plane, rho2: (x: number, y: number) => number): Cell[] {
  let top = 1e-6;
  for (const v of y.data) top = Math.max(top, v);
  const cells = RINGS * SECTORS;
  const hist = newFloat64(cells * BINS);
  const counts = newFloat64(cells);
  const cx = y.width / 2;
  const cy = y.height / 2;
  for (let py = 0; py < y.height; py += 1)
    for (let px = 0; px < y.width; px += 1) {
      const ring = Math.min(RINGS - 1, Math.floor(Math.sqrt(rho2(px, py)) * RINGS));
      const cell = ring * SECTORS + octant(px + 0.5 - cx, py + 0.5 - cy);
      const bin = Math.min(BINS - 1, Math.floor((y.data[py * y.width + px]! / top) * BINS));
      hist[cell * BINS + bin] = hist[cell * BINS + bin]! + 1;
      counts[cell] = counts[cell]! + 1;
    }
  return Array.from({ length: cells }, (_, cell) => {
    const n = counts[cell]!;
    const ring = Math.floor(cell / SECTORS);
    let acc = 0;
    let b = 0;
    while (b < BINS - 1 && acc + hist[cell * BINS + b]! < n / 2) acc += hist[cell * BINS + b++]!;
    return { rho2: ((ring + 0.5) / RINGS) ** 2, median: ((b + 0.5) / BINS) * top, count: n };
  });
}

/** Weighted least squares of median = A − B·ρ² over the given cells. */
function fit(cells: Cell[]): { a: number; b: number } | null {
  let sw = 0, sx = 0, sy = 0, sxx = 0, sxy = 0; // prettier-ignore
  for (const c of cells) {
    sw += c.count;
    sx += c.count * c.rho2;
    sy += c.count * c.median;
    sxx += c.count * c.rho2 * c.rho2;
    sxy += c.count * c.rho2 * c.median;
  }
  const den = sw * sxx - sx * sx;
  if (!(den > 0)) return null;
  const slope = (sw * sxy - sx * sy) / den;
  return { a: (sy - slope * sx) / sw, b: -slope };
}

/**
 * Fits the fall-off to ring × sector medians (any grid: the quarter grid is plenty), drops cells more than 3 median absolute
 * deviations off the first fit (a red area or a cluster of spots darkens a few cells, not a
 * whole ring) and fits again. Cells darker than 30 % of the brightest are the barrel's shadow.
 */
export function estimateFlatField(y: Plane): FlatField {
  const cx = y.width / 2;
  const cy = y.height / 2;
  const half2 = cx * cx + cy * cy;
  const rho2 = (x: number, yy: number) => ((x + 0.5 - cx) ** 2 + (yy + 0.5 - cy) ** 2) / half2;
  const all = cellMedians(y, rho2).filter((c) => c.count >= 20);
  const brightest = Math.max(...all.map((c) => c.median));
  let cells = all.filter((c) => c.median >= 0.3 * brightest);
  const first = fit(cells);
  if (first) {
    const residuals = cells.map((c) => Math.abs(c.median - (first.a - first.b * c.rho2)));
    const mad = [...residuals].sort((p, q) => p - q)[residuals.length >> 1] ?? 0;
    cells = cells.filter((_, k) => residuals[k]! <= 3 * mad + 1e-9);
  }
  const model = fit(cells) ?? first;
  const centre = model ? model.a : brightest;
  const k =
    model && centre > 0
      ? Math.min(CALIBRATION.roi.maxVignetting, Math.max(0, model.b / centre))
      : 0;
  return { centre, k };
}

/** Lit-disc ROI: illumination ≥ minIllumination and local brightness ≥ half the model. */
export function litRegion(y: Plane, flat: FlatField): Mask {
  const gain = gainOn(flat, y.width, y.height);
  // 17×17 box: smooths texture, follows the barrel edge within ≈ 8 px of the grid.
  const local = boxMean(y, 8).data;
  const out = newUint8(y.data.length);
  for (let py = 0; py < y.height; py += 1)
    for (let px = 0; px < y.width; px += 1) {
      const g = gain(px, py);
      if (
        g >= CALIBRATION.roi.minIllumination &&
        local[py * y.width + px]! >= 0.5 * flat.centre * g
      )
        out[py * y.width + px] = 1;
    }
  return { width: y.width, height: y.height, data: out };
}
