import { DETECT_DIMENSIONS, type DetectDimension } from '@skinscope/contracts';
import type { ImageStore } from '../../infra/image-store';
import { legacyMaskKey, maskBundleKey } from './detection-view';

/**
 * A detection's seven mask PNGs stored as one object, `detect/{id}/masks.bin`: one PUT per
 * analysis instead of seven. Each S3 request costs the replica's event loop its signing and
 * middleware (≈ 1–2 ms) and the object store a request; per analysis that was most of the S3
 * work (DECISIONS "One stored object for a detection's masks").
 *
 * Layout: the magic `SKMASKS1`, a 4-byte big-endian length, a JSON header listing each
 * dimension with its PNG's byte length in order, then the PNGs one after the other. Detections
 * stored before keep one `{dimension}.png` each; `readMask` reads both.
 */
const MAGIC = Buffer.from('SKMASKS1', 'latin1');

type BundleHeader = [DetectDimension, number][];

export function packMasks(pngs: Record<DetectDimension, Uint8Array>): Buffer {
  const header: BundleHeader = DETECT_DIMENSIONS.map((d) => [d, pngs[d].byteLength]);
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([MAGIC, length, json, ...DETECT_DIMENSIONS.map((d) => pngs[d])]);
}

/** One dimension's PNG out of a bundle (a view on its bytes), or undefined when it has none. */
export function maskFromBundle(bundle: Buffer, dimension: DetectDimension): Buffer | undefined {
  if (!bundle.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not a mask bundle');
  const headerAt = MAGIC.length + 4;
  const headerEnd = headerAt + bundle.readUInt32BE(MAGIC.length);
  const header = JSON.parse(bundle.toString('utf8', headerAt, headerEnd)) as BundleHeader;
  let offset = headerEnd;
  for (const [name, size] of header) {
    if (name === dimension) return bundle.subarray(offset, offset + size);
    offset += size;
  }
  return undefined;
}

/** A stored detection's mask of one dimension, in the bundle or (stored before it) on its own. */
export async function readMask(
  store: ImageStore,
  detectionId: number,
  dimension: DetectDimension,
): Promise<Buffer | undefined> {
  const bundle = await store.get(maskBundleKey(detectionId));
  if (bundle) return maskFromBundle(bundle, dimension);
  return store.get(legacyMaskKey(detectionId, dimension));
}
