import { isIdText } from './fields';

/**
 * One photo's identity, parsed once (DECISIONS "Photo paths"). Stored under a key
 * (`img/{customerId}/{hour}/{timestamp}.jpg`) and served at `/home/imagerec/{key}`:
 * - `img`: a customer's consultation photo;
 * - `sos`: a detection-only photo in its uploader's own folder (the SOS screen);
 * - `case`: an excellent case's photo in its company's folder (`case/{scope}-{ownerId}/…`).
 * The hour is hours since the epoch (a folder per hour); the name is the capture timestamp.
 */
export type PhotoKey =
  | { kind: 'img'; customerId: number; hour: string; name: string }
  | { kind: 'sos'; userId: number; hour: string; name: string }
  | { kind: 'case'; scope: CaseFolderScope; ownerId: number; hour: string; name: string };

export type CaseFolderScope = 'cgo' | 'reach' | 'skinworker';

/** Where stored photos are served; a photo's URL is this prefix and its key. */
export const PHOTO_URL_PREFIX = '/home/imagerec/';

const KEY_PATTERN =
  /^(?:img\/(\d{1,10})|sos\/(\d{1,10})|case\/(cgo|reach|skinworker)-(\d{1,10}))\/(\d{1,8})\/(\d{10,16}\.jpg)$/;

/** A photo key from its storage key or its URL path (`/home/imagerec/…`); null if it is neither. */
export function parsePhotoKey(text: string): PhotoKey | null {
  const key = text.startsWith(PHOTO_URL_PREFIX) ? text.slice(PHOTO_URL_PREFIX.length) : text;
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, customerId, userId, scope, ownerId, hour = '', name = ''] = match;
  const id = customerId ?? userId ?? ownerId;
  if (!isIdText(id)) return null;
  if (customerId) return { kind: 'img', customerId: Number(customerId), hour, name };
  if (userId) return { kind: 'sos', userId: Number(userId), hour, name };
  return { kind: 'case', scope: scope as CaseFolderScope, ownerId: Number(ownerId), hour, name };
}

/** The folder a key's photo lives in: `img/12/493812`. */
export function photoFolderOf(key: PhotoKey): string {
  switch (key.kind) {
    case 'img':
      return `img/${key.customerId}/${key.hour}`;
    case 'sos':
      return `sos/${key.userId}/${key.hour}`;
    case 'case':
      return `case/${key.scope}-${key.ownerId}/${key.hour}`;
  }
}

/** The storage key: `img/12/493812/1763800000000.jpg`. */
export function photoKeyText(key: PhotoKey): string {
  return `${photoFolderOf(key)}/${key.name}`;
}

/** The URL path the photo is served at: `/home/imagerec/img/12/493812/1763800000000.jpg`. */
export function photoUrl(key: PhotoKey): string {
  return `${PHOTO_URL_PREFIX}${photoKeyText(key)}`;
}

/** The storage key a photo URL or key names, or null when it names no photo of ours. */
export function storageKeyOf(urlOrKey: string): string | null {
  const key = parsePhotoKey(urlOrKey);
  return key ? photoKeyText(key) : null;
}
