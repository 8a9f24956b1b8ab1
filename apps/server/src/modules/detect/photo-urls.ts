import { parsePhotoKey, PHOTO_URL_PREFIX, type PhotoKey } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';

/** A photo the detect form may name: a customer's (consultation) or a user's own (SOS screen). */
export type DetectablePhotoKey = Extract<PhotoKey, { kind: 'img' | 'sos' }>;

const invalid = (field: string) =>
  new AppError('VALIDATION_FAILED', {
    issues: [{ field, message: '只能检测本系统中拍摄或上传的照片' }],
  });

/** The request's Host header and the URL name the same host (default ports normalised away). */
function sameHost(url: URL, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(`${url.protocol}//${host}`).host === url.host;
  } catch {
    return false;
  }
}

/**
 * The stored photo a URL of the detect form names. Only our own photo paths are accepted:
 * relative (`/home/imagerec/img/12/493812/1763800000000.jpg`) or absolute on this very host,
 * so the server never fetches from elsewhere (no SSRF) and never reads outside its store.
 */
export function photoKeyOfDetectUrl(
  url: string,
  host: string | undefined,
  field: string,
): DetectablePhotoKey {
  let pathname: string;
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    const relative = parsed.host === 'relative.invalid';
    if (!relative && (!/^https?:$/.test(parsed.protocol) || !sameHost(parsed, host)))
      throw invalid(field);
    if (parsed.search || parsed.hash) throw invalid(field);
    pathname = parsed.pathname;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(field);
  }
  const key = pathname.startsWith(PHOTO_URL_PREFIX) ? parsePhotoKey(pathname) : null;
  if (!key || key.kind === 'case') throw invalid(field);
  return key;
}

/** Both photos of a pair belong to the same customer, or to the same user's own folder. */
export function sameOwner(a: DetectablePhotoKey, b: DetectablePhotoKey): boolean {
  return a.kind === 'img'
    ? b.kind === 'img' && a.customerId === b.customerId
    : b.kind === 'sos' && a.userId === b.userId;
}
