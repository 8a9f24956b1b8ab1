import { parsePhotoKey, photoKeyText, photoUrl, type RecordDetail } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { Repositories } from '../../repositories';

type PhotosRepository = Repositories['photos'];

const notOurs = () =>
  new AppError('VALIDATION_FAILED', {
    issues: [{ field: 'scan', message: '照片不存在或不属于该顾客，请重新拍摄' }],
  });

/** The storage key of a record photo's URL, which must name a photo of `customerId`. */
function customerPhotoKey(url: string, customerId: number): string {
  const key = parsePhotoKey(url);
  if (key?.kind !== 'img' || key.customerId !== customerId) throw notOurs();
  return photoKeyText(key);
}

/**
 * Every photo a record names must be a stored photo of that record's own customer. Returns the
 * photo rows by their storage key.
 */
export async function requireOwnPhotos(
  photos: PhotosRepository,
  customerId: number,
  urls: string[],
) {
  const keys = [...new Set(urls.map((url) => customerPhotoKey(url, customerId)))];
  const found = await photos.findByKeys(customerId, keys);
  if (found.length !== keys.length) throw notOurs();
  return new Map(found.map((photo) => [photo.storageKey, photo]));
}

/** The record detail's photo list (infinite capture), from the photos table. */
export function detailPhotos(
  rows: Awaited<ReturnType<PhotosRepository['listByRecord']>>,
): RecordDetail['photos'] {
  return rows.flatMap((photo) => {
    const key = parsePhotoKey(photo.storageKey);
    return key
      ? [{ part: photo.part, position: photo.position, type: photo.lightType, url: photoUrl(key) }]
      : [];
  });
}
