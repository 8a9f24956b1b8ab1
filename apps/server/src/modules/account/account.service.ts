import type {
  RegisterRequest,
  ResetPasswordRequest,
  SendCodeQuery,
  SendCodeResponse,
} from '@skinscope/contracts';
import { CODE_RESEND_SECONDS, type CodePurpose } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import type { PasswordHasher } from '../../infra/password-hasher';
import { HOUR_MS, pastHourlyCeiling, type RateLimiter } from '../../infra/rate-limiter';
import type { SmsSender } from '../../infra/sms-sender';
import type { Repositories, Transact } from '../../repositories';
import { guardKeyOf } from './sign-in-guard';
import { issueCode, redeemCode } from './verification-codes';

export interface AccountDeps {
  transact: Transact;
  hasher: PasswordHasher;
  sms: SmsSender;
  limiter: RateLimiter;
  audit: Repositories['audit'];
  now: () => Date;
  /** Codes sent in one hour, all mobiles together (SMS_HOURLY_LIMIT). */
  smsHourlyLimit: number;
  /** Writes an alert line to the log (operators watch for it). */
  alert: (message: string, details: Record<string, unknown>) => void;
}

/**
 * DECISIONS "Sign-in and SMS limits". Per mobile: one code a minute, ten a day (CODE_RULES).
 * Per address: a ceiling on codes asked for and on register/reset attempts, so one client cannot
 * spray mobiles or guess codes for many. Globally: an hourly ceiling on codes sent, so a
 * distributed flood cannot run up the SMS bill; reaching it logs an alert.
 */
export const ACCOUNT_LIMITS = {
  codesPerAddressPerHour: 30,
  attemptsPerAddressPerHour: 60,
} as const;
/**
 * Staff self-service: verification codes, registration and password reset. Answers never say
 * whether a mobile has an account: codes are issued and limited the same way either way, and
 * only delivered where they can be used (register: no account yet; reset: an account exists).
 */
export function createAccountService(deps: AccountDeps) {
  async function hitAddressCeiling(key: string, ceiling: number): Promise<void> {
    if (await pastHourlyCeiling(deps.limiter, key, ceiling)) throw new AppError('RATE_LIMITED');
  }

  /** Redeems a code (one try fewer if wrong) or answers CODE_INVALID. */
  async function spendCode(mobile: string, purpose: CodePurpose, code: string): Promise<void> {
    const now = deps.now();
    const redeemed = await deps.transact(({ codes }) =>
      redeemCode(codes, mobile, purpose, code, now),
    );
    if (!redeemed) throw new AppError('CODE_INVALID');
  }

  return {
    async sendCode(
      { mobilNum: mobile, purpose }: SendCodeQuery,
      context: RequestContext,
    ): Promise<SendCodeResponse> {
      await hitAddressCeiling(`sms:ip:${context.ip}`, ACCOUNT_LIMITS.codesPerAddressPerHour);
      if ((await deps.limiter.count('sms:all', HOUR_MS)) >= deps.smsHourlyLimit) {
        throw new AppError('RATE_LIMITED');
      }
      const now = deps.now();
      const { code, user } = await deps.transact(async ({ codes, users }) => ({
        code: await issueCode(codes, mobile, purpose, now),
        user: await users.findByMobile(mobile),
      }));
      const usable = purpose === 'register' ? !user : Boolean(user);
      if (usable) {
        const sentThisHour = await deps.limiter.hit('sms:all', HOUR_MS);
        if (sentThisHour === deps.smsHourlyLimit) {
          deps.alert('SMS hourly ceiling reached: no more codes are sent this hour', {
            limit: deps.smsHourlyLimit,
          });
        }
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
      await hitAddressCeiling(`account:ip:${context.ip}`, ACCOUNT_LIMITS.attemptsPerAddressPerHour);
      // The code is spent before the password is hashed: a wrong code costs no hashing.
      await spendCode(mobile, 'register', verifyKey);
      const passwordHash = await deps.hasher.hash(password);
      const created = await deps.transact(async ({ users }) => {
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

    /** A new password signs the user out everywhere and lifts a sign-in hold. */
    async resetPassword(
      { telephone, code, password }: ResetPasswordRequest,
      context: RequestContext,
    ): Promise<void> {
      await hitAddressCeiling(`account:ip:${context.ip}`, ACCOUNT_LIMITS.attemptsPerAddressPerHour);
      await spendCode(telephone, 'reset', code);
      const passwordHash = await deps.hasher.hash(password);
      const now = deps.now();
      const userId = await deps.transact(async ({ users, sessions, guards }) => {
        const user = await users.findByMobile(telephone);
        if (!user) return null;
        await users.update(user.id, { passwordHash, updatedAt: now });
        await sessions.revokeAllForUser(user.id, now);
        await guards.clear(guardKeyOf(user.id, telephone));
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
