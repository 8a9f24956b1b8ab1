/**
 * Rasterising phantom features into float fields of one frame. A frame pixel (x, y) shows scene
 * point (x + ox, y + oy); profiles are evaluated at pixel centres, so a shifted frame sees the
 * same skin with sub-pixel accuracy.
 */
import type { Ellipse, Polyline } from './features';

export interface Frame {
  width: number;
  height: number;
  ox: number;
  oy: number;
}

/** 1 up to `inner`, smoothstep down to 0 at `outer` (value ½ midway). */
function edgeProfile(r: number, inner: number, outer: number): number {
  if (r <= inner) return 1;
  if (r >= outer) return 0;
  const t = (r - inner) / (outer - inner);
  return 1 - t * t * (3 - 2 * t);
}

export type Combine = 'max' | 'add';

function put(field: Float32Array, i: number, v: number, combine: Combine): void {
  if (combine === 'add') field[i] = field[i]! + v;
  else if (v > field[i]!) field[i] = v;
}

/** Frame-pixel box that can hold any part of the ellipse. */
export function ellipseBox(frame: Frame, e: Ellipse, edgePx: number) {
  const reach = Math.max(e.rx, e.ry) + edgePx;
  return {
    x0: Math.max(0, Math.floor(e.x - frame.ox - reach)),
    x1: Math.min(frame.width - 1, Math.ceil(e.x - frame.ox + reach)),
    y0: Math.max(0, Math.floor(e.y - frame.oy - reach)),
    y1: Math.min(frame.height - 1, Math.ceil(e.y - frame.oy + reach)),
  };
}

/**
 * Profile of an ellipse at scene point (sx, sy): 1 inside, ½ on the ellipse, 0 outside, with
 * a soft edge `edgePx` wide measured on the normalised radius scaled by the mean radius.
 */
export function ellipseProfile(e: Ellipse, edgePx: number): (sx: number, sy: number) => number {
  const cos = Math.cos(e.angle);
  const sin = Math.sin(e.angle);
  const rMean = Math.sqrt(e.rx * e.ry);
  const inner = Math.max(0, 1 - edgePx / (2 * rMean));
  const outer = 1 + edgePx / (2 * rMean);
  return (sx, sy) => {
    const dx = sx - e.x;
    const dy = sy - e.y;
    const u = (dx * cos + dy * sin) / e.rx;
    const v = (-dx * sin + dy * cos) / e.ry;
    return edgeProfile(Math.sqrt(u * u + v * v), inner, outer);
  };
}

/** Draws amplitude · profile (× `modulate` per scene point) into the field. */
export function drawEllipse(
  field: Float32Array,
  frame: Frame,
  e: Ellipse,
  edgePx: number,
  combine: Combine,
  modulate?: (sx: number, sy: number) => number,
): void {
  const box = ellipseBox(frame, e, edgePx);
  const profile = ellipseProfile(e, edgePx);
  for (let y = box.y0; y <= box.y1; y += 1) {
    for (let x = box.x0; x <= box.x1; x += 1) {
      const sx = x + 0.5 + frame.ox;
      const sy = y + 0.5 + frame.oy;
      const p = profile(sx, sy);
      if (p <= 0) continue;
      put(field, y * frame.width + x, e.amplitude * p * (modulate ? modulate(sx, sy) : 1), combine);
    }
  }
}

function segmentDistance(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const vx = bx - ax;
  const vy = by - ay;
  const len2 = vx * vx + vy * vy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / len2)) : 0;
  return Math.hypot(px - ax - t * vx, py - ay - t * vy);
}

/**
 * Distance (px) from each frame pixel to the polyline, within `reach` of it; Infinity elsewhere.
 * `scratch` is a frame-sized buffer, returned filled.
 */
function polylineDistance(
  line: Polyline,
  frame: Frame,
  reach: number,
  scratch: Float32Array,
): Float32Array {
  scratch.fill(Infinity);
  for (let k = 1; k < line.points.length; k += 1) {
    const [ax, ay] = line.points[k - 1]!;
    const [bx, by] = line.points[k]!;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - frame.ox - reach));
    const x1 = Math.min(frame.width - 1, Math.ceil(Math.max(ax, bx) - frame.ox + reach));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - frame.oy - reach));
    const y1 = Math.min(frame.height - 1, Math.ceil(Math.max(ay, by) - frame.oy + reach));
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        const d = segmentDistance(x + 0.5 + frame.ox, y + 0.5 + frame.oy, ax, ay, bx, by);
        const i = y * frame.width + x;
        if (d < scratch[i]!) scratch[i] = d;
      }
    }
  }
  return scratch;
}

/** Draws a bar of the polyline's width with a 1 px soft edge: value = amplitude · profile. */
export function drawPolyline(
  field: Float32Array,
  frame: Frame,
  line: Polyline,
  amplitude: number,
  scratch: Float32Array,
  combine: Combine,
): void {
  const half = line.width / 2;
  const dist = polylineDistance(line, frame, half + 1, scratch);
  for (let i = 0; i < dist.length; i += 1) {
    const d = dist[i]!;
    if (d === Infinity) continue;
    const p = edgeProfile(d, half - 0.5, half + 0.5);
    if (p > 0) put(field, i, amplitude * p, combine);
  }
}
