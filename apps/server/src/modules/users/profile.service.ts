import type { ChangePassword, User } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import type { PasswordHasher } from '../../infra/password-hasher';
import { pastHourlyCeiling, type RateLimiter } from '../../infra/rate-limiter';
import type { Actor } from '../../policy';
import type { Transact } from '../../repositories';
import { toUserView } from './user-view';

export interface ProfileDeps {
  transact: Transact;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  now: () => Date;
}

/** Wrong current passwords per account an hour: a stolen session cannot guess the password. */
const PASSWORD_CHECKS_PER_HOUR = 10;

/** Issue 17 #5: the signed-in user's own name and password (the profile page). */
export function createProfileService(deps: ProfileDeps) {
  /** The signed-in user's password, checked; wrong guesses share one hourly ceiling per account. */
  async function proveIdentity(
    actor: Actor,
    password: string,
    wrong: { field: string; message: string },
  ): Promise<void> {
    if (
      await pastHourlyCeiling(
        deps.limiter,
        `password-check:user:${actor.id}`,
        PASSWORD_CHECKS_PER_HOUR,
      )
    ) {
      throw new AppError('RATE_LIMITED');
    }
    const user = await deps.transact(({ users }) => users.findById(actor.id));
    if (!user || !(await deps.hasher.verify(user.passwordHash, password))) {
      throw new AppError('VALIDATION_FAILED', {
        issues: [wrong],
      });
    }
  }

  return {
    /** The name records, reports and case cards show instead of a masked mobile. */
    async updateProfile(actor: Actor, fullName: string, context: RequestContext): Promise<User> {
      const row = await deps.transact(async ({ users, audit }) => {
        const updated = await users.update(actor.id, { fullName, updatedAt: deps.now() });
        if (!updated) throw new AppError('NOT_FOUND');
        await audit.record({
          action: 'account.renamed',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'user', id: actor.id },
        });
        return updated;
      });
      return toUserView(row);
    },

    /**
     * A new password, proven with the current one. Every session ends, this one too: the next
     * sign-in uses the new password.
     */
    async changePassword(
      actor: Actor,
      { currentPassword, newPassword }: ChangePassword,
      context: RequestContext,
    ): Promise<void> {
      await proveIdentity(actor, currentPassword, {
        field: 'currentPassword',
        message: '当前密码不正确',
      });
      const passwordHash = await deps.hasher.hash(newPassword);
      const now = deps.now();
      await deps.transact(async ({ users, sessions, audit }) => {
        await users.update(actor.id, { passwordHash, updatedAt: now });
        await sessions.revokeAllForUser(actor.id, now);
        await audit.record({
          action: 'account.password_changed',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'user', id: actor.id },
        });
      });
    },

    /**
     * Issue 17 #11, #29 #5: leaving 顾客模式 needs the staff member's own password, not just the
     * tablet (customer-mode.service.ts).
     */
    checkPassword(actor: Actor, password: string): Promise<void> {
      return proveIdentity(actor, password, { field: 'password', message: '密码不正确' });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
