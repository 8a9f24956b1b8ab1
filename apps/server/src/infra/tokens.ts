import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random, URL-safe: 43 base64url characters. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** Only this digest is stored, so a database leak does not leak usable tokens. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
