import { z } from 'zod';
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

/** A photo folder: its kind and owner, then the hour. */
const FOLDER = String.raw`(?:img\/(\d{1,10})|sos\/(\d{1,10})|case\/(cgo|reach|skinworker)-(\d{1,10}))\/(\d{1,8})`;
const KEY_PATTERN = new RegExp(String.raw`^${FOLDER}\/(\d{10,16}\.jpg)$`);
const FOLDER_PATTERN = new RegExp(String.raw`^${FOLDER}$`);

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

/** Whether `text` is the URL (not the bare key) of a photo of `kind`: `/home/imagerec/img/…`. */
export function isPhotoUrlOf(kind: PhotoKey['kind'], text: string): boolean {
  return text.startsWith(PHOTO_URL_PREFIX) && parsePhotoKey(text)?.kind === kind;
}

/** A photo of `kind` by its URL, as records and cases store it (the key's rules, no second pattern). */
export function photoUrlSchema(kind: PhotoKey['kind'], message: string) {
  return z.string().refine((text) => isPhotoUrlOf(kind, text), message);
}

/** A photo of `kind` by its storage key (`img/12/493812/1763800000000.jpg`), without the URL prefix. */
export function photoKeySchema(kind: PhotoKey['kind'], message: string) {
  return z
    .string()
    .refine(
      (text) => !text.startsWith(PHOTO_URL_PREFIX) && parsePhotoKey(text)?.kind === kind,
      message,
    );
}

/** Whether `dir` is a photo folder of any kind (`img/12/493812`): where an upload may go. */
export function isPhotoFolder(dir: string): boolean {
  const match = FOLDER_PATTERN.exec(dir);
  return match !== null && isIdText(match[1] ?? match[2] ?? match[4]);
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
