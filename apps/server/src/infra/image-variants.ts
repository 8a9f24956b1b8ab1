import { resizedJpeg } from './image-codec';
import type { ImageStore } from './image-store';

/**
 * A smaller copy's key, in its original's folder (`…/1763800000000.w480.jpg`): erasing a
 * customer's photo folder, or replacing a detection's, takes its copies with it.
 */
function variantKey(key: string, width: number): string {
  return key.replace(/\.jpg$/, `.w${width}.jpg`);
}

/**
 * The image at most `width` wide: made from the original on the first request and kept in the
 * store, as marked images are (issue 29 #12). The caller has already allowed the original.
 */
export async function imageVariant(
  store: ImageStore,
  key: string,
  width: number,
  original: () => Promise<Buffer>,
): Promise<Buffer> {
  const copy = variantKey(key, width);
  const cached = await store.get(copy);
  if (cached) return cached;
  const resized = await resizedJpeg(await original(), width);
  await store.put(copy, resized);
  return resized;
}
