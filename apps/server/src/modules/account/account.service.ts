import type { Db } from '@skinscope/db';
import type {
  RegisterRequest,
  ResetPasswordRequest,
  SendCodeQuery,
  SendCodeResponse,
} from '@skinscope/contracts';
import { CODE_RESEND_SECONDS } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import type { PasswordHasher } from '../../infra/password-hasher';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { SmsSender } from '../../infra/sms-sender';
import type { AuditTrail } from '../audit/audit-trail';
import { createSessionsRepository } from '../auth/auth.repository';
import { createUsersRepository } from '../users/users.repository';
import { issueCode, redeemCode } from './verification-codes';
import { createVerificationCodesRepository } from './verification-codes.repository';

export interface AccountDeps {
  db: Db;
  hasher: PasswordHasher;
  sms: SmsSender;
  limiter: RateLimiter;
  audit: AuditTrail;
  now: () => Date;
}

// One address may ask for this many codes an hour, whatever the mobiles (spec: per-IP limit).
const CODES_PER_IP_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

/**
 * Staff self-service: verification codes, registration and password reset. Answers never say
 * whether a mobile has an account: codes are issued and limited the same way either way, and
 * only delivered where they can be used (register: no account yet; reset: an account exists).
 */
export function createAccountService(deps: AccountDeps) {
  return {
    async sendCode(
      { mobilNum: mobile, purpose }: SendCodeQuery,
      context: RequestContext,
    ): Promise<SendCodeResponse> {
      if ((await deps.limiter.hit(`sms:ip:${context.ip}`, HOUR_MS)) > CODES_PER_IP_PER_HOUR) {
        throw new AppError('RATE_LIMITED');
      }
      const now = deps.now();
      const { code, user } = await deps.db.transaction(async (tx) => ({
        code: await issueCode(createVerificationCodesRepository(tx), mobile, purpose, now),
        user: await createUsersRepository(tx).findByMobile(mobile),
      }));
      const usable = purpose === 'register' ? !user : Boolean(user);
      if (usable) {
        try {
          await deps.sms.send({ mobile, code, purpose });
        } catch {
          throw new AppError('SMS_FAILED');
        }
      }
      await deps.audit.record({
        action: 'account.code_sent',
        actorId: user?.id ?? null,
        ip: context.ip,
        details: { purpose },
      });
      return { resendAfterSeconds: CODE_RESEND_SECONDS };
    },

    /** Self-registered accounts start as pubdom with no rights (DECISIONS). */
    async register(
      { mobile, password, verifyKey }: RegisterRequest,
      context: RequestContext,
    ): Promise<void> {
      const passwordHash = await deps.hasher.hash(password);
      const now = deps.now();
      const created = await deps.db.transaction(async (tx) => {
        if (
          !(await redeemCode(
            createVerificationCodesRepository(tx),
            mobile,
            'register',
            verifyKey,
            now,
          ))
        ) {
          return null;
        }
        const users = createUsersRepository(tx);
        if (await users.findByMobile(mobile)) return null;
        return users.insert({
          mobile,
          passwordHash,
          scope: 'pubdom',
          canScan: false,
          canUpload: false,
        });
      });
      if (!created) throw new AppError('CODE_INVALID');
      await deps.audit.record({
        action: 'account.registered',
        actorId: created.id,
        ip: context.ip,
        target: { type: 'user', id: created.id },
      });
    },

    /** A new password signs the user out everywhere. */
    async resetPassword(
      { telephone, code, password }: ResetPasswordRequest,
      context: RequestContext,
    ): Promise<void> {
      const passwordHash = await deps.hasher.hash(password);
      const now = deps.now();
      const userId = await deps.db.transaction(async (tx) => {
        if (
          !(await redeemCode(createVerificationCodesRepository(tx), telephone, 'reset', code, now))
        )
          return null;
        const users = createUsersRepository(tx);
        const user = await users.findByMobile(telephone);
        if (!user) return null;
        await users.update(user.id, { passwordHash, updatedAt: now });
        await createSessionsRepository(tx).revokeAllForUser(user.id, now);
        return user.id;
      });
      if (userId === null) throw new AppError('CODE_INVALID');
      await deps.audit.record({
        action: 'account.password_reset',
        actorId: userId,
        ip: context.ip,
        target: { type: 'user', id: userId },
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
