/**
 * Mask PNGs (8-bit greyscale, value = class), written here with node:zlib rather than sharp.
 * A mask is a few flat classes, so the cheapest deflate compresses it well: for the seven masks
 * of a bench pair, zlib level 1 without row filters gave ≈ 53 kB in ≈ 2.4 ms of CPU on the
 * worker's own thread, while sharp (libpng, level 6, adaptive filters) gave ≈ 45 kB for
 * ≈ 16 ms of CPU on libuv's threads — a tenth of the analysis, and taken from the other core
 * when two workers run. Deflate's run-length strategy (matches only with the previous byte)
 * suits the long runs of one class: 25 kB instead of 38 kB, and 1.7 ms instead of 1.8 ms
 * (the ten bench pairs of one seed set).
 */
import { constants, crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Mask } from '../kernels/plane';
import { DIMENSIONS, type Dimension } from '../types';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, body: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const out = Buffer.alloc(typed.length + 8);
  out.writeUInt32BE(body.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), typed.length + 4);
  return out;
}

/** A mask as an 8-bit greyscale PNG (value = class): how the server stores masks. */
export function encodeMaskPng(mask: Mask): Buffer {
  const { width: w, height: h, data } = mask;
  // Each row is preceded by its filter type; 0 (none) leaves the runs of equal classes as they are.
  const rows = Buffer.alloc((w + 1) * h);
  for (let y = 0; y < h; y += 1) rows.set(data.subarray(y * w, (y + 1) * w), y * (w + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: greyscale; compression, filter method and interlace stay 0
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1, strategy: constants.Z_RLE })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG of each dimension's mask. */
export function encodeMaskPngs(masks: Record<Dimension, Mask>): Record<Dimension, Buffer> {
  const pngs = {} as Record<Dimension, Buffer>;
  for (const d of DIMENSIONS) pngs[d] = encodeMaskPng(masks[d]);
  return pngs;
}

/** Reads back a mask written by `encodeMaskPng`. */
export async function decodeMaskPng(png: Uint8Array): Promise<Mask> {
  const { data, info } = await sharp(png)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}
