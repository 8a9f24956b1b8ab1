import {
  IMAGE_LIMITS,
  isPhotoUrlOf,
  photoFolderOf,
  photoUrl,
  type CaseFolderScope,
  type PhotoKey,
} from '@skinscope/contracts';
import type { User } from '@skinscope/contracts';

/** Spec §5: the case form's file picker takes png or jpg. */
export const CASE_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const CASE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

export type ImageProblem = 'wrongType' | 'tooLarge';

/** What is wrong with a chosen file, checked before anything is sent (the server checks too). */
export function imageProblem(file: File): ImageProblem | null {
  const typed = CASE_IMAGE_TYPES.has(file.type) || /\.(png|jpe?g)$/i.test(file.name);
  if (!typed) return 'wrongType';
  if (file.size > IMAGE_LIMITS.maxBytes) return 'tooLarge';
  return null;
}

export interface CaseImageTarget {
  dir: string;
  name: string;
  /** What the case stores as `imgUrl` (a case photo's URL, contracts' photo-key.ts). */
  url: string;
}

/**
 * Case photos are filed by company, apart from customers' folders (contracts/cases.ts):
 * `case/{scope}-{ownerId}/{hours since epoch}/{timestamp}.jpg`, owner = company user or self.
 */
export function caseImageTarget(
  user: Pick<User, 'id' | 'scope' | 'companyUserId'>,
  now: number = Date.now(),
): CaseImageTarget {
  const key: PhotoKey = {
    kind: 'case',
    // The case library is refused to pubdom users (policy), so the scope is a company's.
    scope: user.scope as CaseFolderScope,
    ownerId: user.companyUserId ?? user.id,
    hour: String(Math.floor(now / 3_600_000)),
    name: `${now}.jpg`,
  };
  return { dir: photoFolderOf(key), name: key.name, url: photoUrl(key) };
}

/** A stored case image address the server would accept again unchanged. */
export const isCaseImageUrl = (url: string) => isPhotoUrlOf('case', url);
