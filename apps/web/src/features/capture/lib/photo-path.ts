import type { PhotoKey } from '@skinscope/contracts';

/**
 * Where a new photo is stored (DECISIONS "Photo paths"): a customer's photos under
 * `img/{customerId}/{hours since epoch}`, detection-only photos of the SOS screen under
 * `sos/{userId}/{hours}`; the file is `{timestamp}.jpg`. The key is the contracts' PhotoKey,
 * which also prints its folder and URL (photoFolderOf, photoUrl).
 */
export type PhotoOwner = { kind: 'customer'; customerId: number } | { kind: 'sos'; userId: number };

const HOUR_MS = 3_600_000;

let lastStamp = 0;

/**
 * The key of a photo taken at `now`. Its name is never the same twice in this tab: two photos
 * taken within one millisecond (a key held down, two quick uploads) would otherwise collide
 * (409 on the server).
 */
export function newPhotoKey(owner: PhotoOwner, now: number): PhotoKey {
  lastStamp = Math.max(now, lastStamp + 1);
  const hour = String(Math.floor(now / HOUR_MS));
  const name = `${lastStamp}.jpg`;
  return owner.kind === 'customer'
    ? { kind: 'img', customerId: owner.customerId, hour, name }
    : { kind: 'sos', userId: owner.userId, hour, name };
}
