import { IMAGE_NAME_PATTERN, IMAGE_DIR_PATTERN, SOS_IMAGE_DIR_PATTERN } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';

/** Whose photo a detect URL names: a customer's (consultation) or a user's own (SOS screen). */
export type PhotoOwner =
  { kind: 'customer'; customerId: number } | { kind: 'user'; userId: number };
export interface PhotoRef {
  key: string;
  owner: PhotoOwner;
}

const PHOTO_PATH_PREFIX = '/home/imagerec/';

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
export function photoRefOfUrl(url: string, host: string | undefined, field: string): PhotoRef {
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
  if (!pathname.startsWith(PHOTO_PATH_PREFIX)) throw invalid(field);
  const key = pathname.slice(PHOTO_PATH_PREFIX.length);
  const parts = key.split('/');
  const dir = parts.slice(0, 3).join('/');
  const name = parts[3] ?? '';
  if (parts.length !== 4 || !IMAGE_NAME_PATTERN.test(name)) throw invalid(field);
  const customer = IMAGE_DIR_PATTERN.exec(dir);
  if (customer) return { key, owner: { kind: 'customer', customerId: Number(customer[1]) } };
  const own = SOS_IMAGE_DIR_PATTERN.exec(dir);
  if (own) return { key, owner: { kind: 'user', userId: Number(own[1]) } };
  throw invalid(field);
}

export function sameOwner(a: PhotoOwner, b: PhotoOwner): boolean {
  return a.kind === 'customer'
    ? b.kind === 'customer' && a.customerId === b.customerId
    : b.kind === 'user' && a.userId === b.userId;
}
