/**
 * Random placement of the phantom's features in scene coordinates (the polarised frame). Each
 * kind draws from its own seeded stream, so adding lines does not move the spots.
 */
import { createRng, type Rng } from './prng';
import type { PhantomSpec, PhantomSpot } from './phantom-types';

export interface Ellipse {
  x: number;
  y: number;
  rx: number;
  ry: number;
  angle: number;
  /** Feature strength (density, shade or specular amplitude, depending on the kind). */
  amplitude: number;
  /** Requested contrast (ΔL* or Δa*) that `amplitude` was solved for. */
  contrast: number;
}

export interface Polyline {
  points: [number, number][];
  width: number;
  contrast: number;
}

export interface Features {
  spots: PhantomSpot[];
  redness: Ellipse[];
  vessels: Polyline[];
  lines: Polyline[];
  flakes: Ellipse[];
  pores: Ellipse[];
  hairs: Polyline[];
}

/** Rejection sampling of a centre at least `gap` px from every placed disc (gives up after 200 tries). */
function placeCentre(
  rng: Rng,
  spec: PhantomSpec,
  margin: number,
  r: number,
  placed: { x: number; y: number; r: number }[],
  gap: number,
) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const x = rng.range(margin, spec.width - margin);
    const y = rng.range(margin, spec.height - margin);
    if (placed.every((p) => Math.hypot(p.x - x, p.y - y) >= p.r + r + gap)) return { x, y };
  }
  return null;
}

/** A smooth random walk: heading changes a little every 2 px step. */
function randomWalk(
  rng: Rng,
  spec: PhantomSpec,
  length: number,
  margin: number,
): [number, number][] {
  let x = rng.range(margin, spec.width - margin);
  let y = rng.range(margin, spec.height - margin);
  let heading = rng.range(0, Math.PI);
  let turn = 0;
  const points: [number, number][] = [[x, y]];
  for (let s = 0; s < length; s += 2) {
    turn = 0.9 * turn + rng.range(-0.012, 0.012);
    heading += turn;
    x += 2 * Math.cos(heading);
    y += 2 * Math.sin(heading);
    if (x < 4 || y < 4 || x > spec.width - 4 || y > spec.height - 4) break;
    points.push([x, y]);
  }
  return points;
}

function placeSpots(
  spec: PhantomSpec,
  placed: { x: number; y: number; r: number }[],
): PhantomSpot[] {
  const rng = createRng(spec.seed * 31 + 1);
  const spots: PhantomSpot[] = [];
  for (let k = 0; k < spec.spots; k += 1) {
    const r = rng.range(spec.spotRadius[0], spec.spotRadius[1]);
    const contrast = rng.range(spec.spotContrast[0], spec.spotContrast[1]);
    // 12 px apart: spots stay separable (touching spots are a different test).
    const centre = placeCentre(rng, spec, 0.12 * spec.width, r, placed, 12);
    if (!centre) continue;
    placed.push({ ...centre, r });
    spots.push({ ...centre, r, contrast });
  }
  return spots;
}

function placeRedness(spec: PhantomSpec, placed: { x: number; y: number; r: number }[]): Ellipse[] {
  const rng = createRng(spec.seed * 31 + 2);
  const blobs: Ellipse[] = [];
  for (let k = 0; k < spec.redness; k += 1) {
    const rx = rng.range(spec.rednessRadius[0], spec.rednessRadius[1]);
    const ry = rx * rng.range(0.6, 1);
    const centre = placeCentre(rng, spec, 0.1 * spec.width, rx, placed, 8);
    if (!centre) continue;
    placed.push({ ...centre, r: rx });
    const contrast = rng.range(spec.rednessAmplitude[0], spec.rednessAmplitude[1]);
    blobs.push({ ...centre, rx, ry, angle: rng.range(0, Math.PI), amplitude: 0, contrast });
  }
  return blobs;
}

function placeLines(
  spec: PhantomSpec,
  seedOffset: number,
  count: number,
  width: readonly [number, number],
  contrast: readonly [number, number],
  length: [number, number],
): Polyline[] {
  const rng = createRng(spec.seed * 31 + seedOffset);
  return Array.from({ length: count }, () => {
    const lineWidth = rng.range(width[0], width[1]);
    const lineContrast = rng.range(contrast[0], contrast[1]);
    const points = randomWalk(rng, spec, rng.range(length[0], length[1]), 0.15 * spec.width);
    // `points` first: an object literal that starts with a fractional `width` would give every
    // { width, height, data } plane of the engine double-valued widths in V8 (they share the
    // shape that begins with `width`), and the analysis would run ≈ 25 % slower in this process.
    return { points, width: lineWidth, contrast: lineContrast };
  });
}

function scatter(
  spec: PhantomSpec,
  seedOffset: number,
  count: number,
  radius: [number, number],
  elongation: [number, number],
): Ellipse[] {
  const rng = createRng(spec.seed * 31 + seedOffset);
  return Array.from({ length: count }, () => {
    const rx = rng.range(radius[0], radius[1]);
    return {
      x: rng.range(0, spec.width),
      y: rng.range(0, spec.height),
      rx,
      ry: rx * rng.range(elongation[0], elongation[1]),
      angle: rng.range(0, Math.PI),
      amplitude: rng.range(0.65, 0.9),
      contrast: 0,
    };
  });
}

export function placeFeatures(spec: PhantomSpec): Features {
  const placed: { x: number; y: number; r: number }[] = [];
  // Spots and redness do not overlap, so each truth mask is about one chromophore.
  const spots = placeSpots(spec, placed);
  const redness = placeRedness(spec, placed);
  return {
    spots,
    redness,
    vessels: placeLines(spec, 3, spec.vessels, [1, 2.5], [10, 18], [60, 200]),
    lines: placeLines(spec, 4, spec.lines, spec.lineWidth, spec.lineContrast, [150, 420]),
    flakes: scatter(spec, 5, spec.flakes, [1.5, 4.5], [0.5, 1]),
    pores: scatter(spec, 6, spec.pores, [spec.poreRadius[0], spec.poreRadius[1]], [0.8, 1]),
    // Hairs cross the frame: 300–900 px long, from anywhere (spots may lie under them).
    hairs: placeLines(spec, 10, spec.hairs, spec.hairWidth, spec.hairContrast, [300, 900]),
  };
}
