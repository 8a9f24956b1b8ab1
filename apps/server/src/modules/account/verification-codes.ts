import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_RESEND_SECONDS, type CodePurpose } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { VerificationCodesRepository } from '../../repositories/verification-codes.repository';

/** DECISIONS "Outside services": 6 digits, 5 minutes, 5 wrong tries, 60 s apart, 10 a day. */
export const CODE_RULES = {
  ttlMs: 5 * 60_000,
  maxWrongTries: 5,
  resendMs: CODE_RESEND_SECONDS * 1000,
  perDay: 10,
} as const;

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function codeDigest(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/**
 * Issues a code for a mobile within the limits. Returns the plain code for the caller to send;
 * only its salted digest is stored. Must run inside a transaction (it takes a per-mobile lock).
 */
export async function issueCode(
  codes: VerificationCodesRepository,
  mobile: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  await codes.lockMobile(mobile);
  const latest = await codes.latestCreatedAt(mobile);
  if (latest && now.getTime() - latest.getTime() < CODE_RULES.resendMs) {
    const retryAfterSeconds = Math.ceil(
      (CODE_RULES.resendMs - (now.getTime() - latest.getTime())) / 1000,
    );
    throw new AppError('CODE_TOO_SOON', { retryAfterSeconds });
  }
  if ((await codes.countSince(mobile, new Date(now.getTime() - 86_400_000))) >= CODE_RULES.perDay) {
    throw new AppError('CODE_DAILY_LIMIT');
  }
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  await codes.replace({
    mobile,
    purpose,
    codeHash: codeDigest(code, salt),
    salt,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_RULES.ttlMs),
  });
  return code;
}

/** Spends a code: right → consumed; wrong → one try fewer, none left → retired. Transactional. */
export async function redeemCode(
  codes: VerificationCodesRepository,
  mobile: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const live = await codes.findLive(mobile, purpose, now);
  if (!live || live.attempts >= CODE_RULES.maxWrongTries) return false;
  const expected = Buffer.from(live.codeHash, 'hex');
  const given = Buffer.from(codeDigest(code, live.salt), 'hex');
  if (timingSafeEqual(expected, given)) {
    await codes.consume(live.id, now);
    return true;
  }
  const attempts = live.attempts + 1;
  await codes.recordWrongGuess(
    live.id,
    attempts,
    attempts >= CODE_RULES.maxWrongTries ? now : null,
  );
  return false;
}
