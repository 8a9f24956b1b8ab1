/**
 * The flat-field of one light, fitted from a capture of a uniform card (non-blind: the card is
 * known to be flat, so every change of brightness across the frame is the device's). Medians of
 * 16×12 cells (dust and noise do not move a median) are fitted with the polynomial of
 * device-calibration.ts by least squares; cells in the barrel's shadow or across its edge are
 * left out, cells off the first fit by more than 3 median absolute deviations (a smudge) too.
 */
import { CALIBRATION } from './calibration';
import {
  FLAT_FIELD_TERMS,
  flatFieldAt,
  leastSquares,
  type FlatFieldModel,
} from './device-calibration';
import type { Plane } from './kernels/plane';
import type { PhotoPlanes } from './photo';

const C = CALIBRATION.card;

interface CardCell {
  /** Cell centre, −1 … 1 across the frame. */
  u: number;
  v: number;
  /** Median luminance and linear R, G, B of the cell. */
  y: number;
  rgb: [number, number, number];
  /** Robust spread of the cell's luminance, relative: (p75 − p25) / 1.35 / median. */
  spread: number;
}

export interface CardFlatField {
  model: FlatFieldModel;
  /** The cells the fit used (lit, uniform, not outliers). */
  cells: CardCell[];
  /** Luminance of the card at the frame's centre (the model's scale before normalising). */
  centre: number;
  /** RMS of the evenly lit cells' medians about the model, relative (a flat card leaves noise only). */
  residual: number;
  /** Median spread within the cells (a card's is camera noise; skin or a print is texture). */
  texture: number;
  /** Share of the frame's cells lit well enough to fit. */
  litShare: number;
}

function quantileOf(sorted: Float32Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function cellOf(planes: PhotoPlanes, x0: number, x1: number, y0: number, y1: number): CardCell {
  const w = planes.y.width;
  const n = (x1 - x0) * (y1 - y0);
  const values = [planes.y, planes.r, planes.g, planes.b].map((plane: Plane) => {
    const out = new Float32Array(n);
    let k = 0;
    for (let y = y0; y < y1; y += 1)
      for (let x = x0; x < x1; x += 1) out[k++] = plane.data[y * w + x]!;
    return out.sort();
  });
  const [ys, rs, gs, bs] = values as [Float32Array, Float32Array, Float32Array, Float32Array];
  const median = quantileOf(ys, 0.5);
  return {
    u: ((x0 + x1) / 2 / w) * 2 - 1,
    v: ((y0 + y1) / 2 / planes.y.height) * 2 - 1,
    y: median,
    rgb: [quantileOf(rs, 0.5), quantileOf(gs, 0.5), quantileOf(bs, 0.5)],
    spread: (quantileOf(ys, 0.75) - quantileOf(ys, 0.25)) / 1.35 / Math.max(1e-6, median),
  };
}

function cardCells(planes: PhotoPlanes): CardCell[] {
  const { width: w, height: h } = planes.y;
  const cells: CardCell[] = [];
  for (let j = 0; j < C.cellsDown; j += 1)
    for (let i = 0; i < C.cellsAcross; i += 1) {
      const x0 = Math.floor((i * w) / C.cellsAcross);
      const x1 = Math.floor(((i + 1) * w) / C.cellsAcross);
      const y0 = Math.floor((j * h) / C.cellsDown);
      const y1 = Math.floor(((j + 1) * h) / C.cellsDown);
      if (x1 > x0 && y1 > y0) cells.push(cellOf(planes, x0, x1, y0, y1));
    }
  return cells;
}

/** Least squares of the cells' luminance on the polynomial's terms. */
function fitPolynomial(cells: readonly CardCell[]): number[] | null {
  const terms = FLAT_FIELD_TERMS.length;
  if (cells.length < 2 * terms) return null;
  const rows = cells.map((c) => FLAT_FIELD_TERMS.map(([i, j]) => c.u ** i * c.v ** j));
  return leastSquares(
    rows,
    cells.map((c) => c.y),
  );
}

const medianOf = (values: number[]) => [...values].sort((p, q) => p - q)[values.length >> 1] ?? 0;

/** The card's flat-field, or null when too little of the frame is lit evenly enough to fit one. */
export function fitCardFlatField(planes: PhotoPlanes): CardFlatField | null {
  const all = cardCells(planes);
  const brightest = Math.max(...all.map((c) => c.y));
  const lit = all.filter((c) => c.y >= C.minCellLevel * brightest);
  // Cells across the barrel's edge hold light and shadow: their spread is far above the rest.
  const typicalSpread = medianOf(lit.map((c) => c.spread));
  const even = lit.filter((c) => c.spread <= C.edgeSpreadFactor * typicalSpread);
  const first = fitPolynomial(even);
  if (!first) return null;
  const residuals = even.map((c) => Math.abs(c.y - flatFieldAt({ coefficients: first }, c.u, c.v)));
  const mad = medianOf(residuals);
  const cells = even.filter((_, k) => residuals[k]! <= 3 * mad + 1e-9);
  const coefficients = fitPolynomial(cells);
  if (!coefficients) return null;
  const centre = coefficients[0]!;
  if (!(centre > 0)) return null;
  const model = { coefficients: coefficients.map((c) => c / centre) };
  // Judged over every evenly lit cell, the smudges left out of the fit included.
  const relative = even.map((c) => c.y / (centre * flatFieldAt(model, c.u, c.v)) - 1);
  return {
    model,
    cells,
    centre,
    residual: Math.sqrt(relative.reduce((s, r) => s + r * r, 0) / relative.length),
    texture: medianOf(cells.map((c) => c.spread)),
    litShare: cells.length / all.length,
  };
}
