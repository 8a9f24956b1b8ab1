import { TOKEN_TYPE, type LoginRequest, type LoginResponse } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import { isWellFormedToken, newAccessToken, tokenDigest } from '../../infra/tokens';
import type { PasswordHasher } from '../../infra/password-hasher';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { RequestContext } from '../../http/request-context';
import type { AuditTrail } from '../../repositories/audit-trail';
import type { Authenticated } from '../../http/request-actor';
import { isOwnSession } from '../../policy';
import type { UsersRepository } from '../../repositories/users.repository';
import { staffNameOf, toUserView } from '../users/user-view';
import type { SessionsRepository } from '../../repositories/sessions.repository';
import { guardKeyOf, signInBlock, SIGN_IN_RULES } from '../account/sign-in-guard';
import type { SignInGuardsRepository } from '../../repositories/sign-in-guards.repository';

export interface AuthDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  guards: SignInGuardsRepository;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  audit: AuditTrail;
  now: () => Date;
  tokenTtlMs: number;
}

// Extending a session writes a row; once a minute per session is enough for a sliding expiry.
const EXTEND_AFTER_MS = 60_000;

export function createAuthService(deps: AuthDeps) {
  let dummyHash: Promise<string> | undefined;
  // Unknown usernames still pay for one hash check, so timing does not reveal which exist.
  const verifyAgainstNothing = async (password: string): Promise<false> => {
    dummyHash ??= deps.hasher.hash('not-a-real-password');
    await deps.hasher.verify(await dummyHash, password);
    return false;
  };

  return {
    async login(
      { username, password }: LoginRequest,
      context: RequestContext,
    ): Promise<LoginResponse> {
      const addressKey = `login:ip:${context.ip}`;
      const { addressWindowMs, addressFailures } = SIGN_IN_RULES;
      if ((await deps.limiter.count(addressKey, addressWindowMs)) >= addressFailures) {
        throw new AppError('LOGIN_THROTTLED', {
          retryAfterSeconds: Math.ceil(deps.limiter.retryAfterMs(addressWindowMs) / 1000),
        });
      }
      const user = await deps.users.findByMobile(username);
      const account = guardKeyOf(user?.id ?? null, username);
      // A waiting or held account is refused before its password is checked: guesses cost time.
      const block = signInBlock(await deps.guards.find(account), deps.now());
      if (block) {
        throw new AppError(block.kind === 'held' ? 'ACCOUNT_LOCKED' : 'LOGIN_THROTTLED', {
          retryAfterSeconds: Math.ceil((block.until.getTime() - deps.now().getTime()) / 1000),
        });
      }
      const passwordOk = user
        ? await deps.hasher.verify(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!user || !passwordOk) {
        await deps.limiter.hit(addressKey, addressWindowMs);
        const now = deps.now();
        const guard = await deps.guards.recordFailure(
          account,
          now,
          new Date(now.getTime() - SIGN_IN_RULES.forgetAfterMs),
        );
        await deps.audit.record({
          action:
            guard.failures === SIGN_IN_RULES.holdAfter ? 'auth.account_held' : 'auth.login_failed',
          actorId: user?.id ?? null,
          ip: context.ip,
          ...(user ? { target: { type: 'user', id: user.id } } : {}),
          details: { failures: guard.failures },
        });
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (user.forbid) {
        await deps.audit.record({
          action: 'auth.login_failed',
          actorId: user.id,
          ip: context.ip,
          details: { reason: 'disabled' },
        });
        throw new AppError('ACCOUNT_DISABLED');
      }
      await deps.guards.clear(account);
      const accessToken = newAccessToken();
      const now = deps.now();
      await deps.sessions.create({
        userId: user.id,
        tokenHash: tokenDigest(accessToken),
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.tokenTtlMs),
      });
      await deps.audit.record({ action: 'auth.login', actorId: user.id, ip: context.ip });
      return { accessToken, tokenType: TOKEN_TYPE, recUser: toUserView(user) };
    },

    /** Missing or garbled credentials → 401; a token that was ours but no longer works → 417. */
    async authenticate(authorization: string | undefined): Promise<Authenticated> {
      const token = bearerToken(authorization);
      if (!token || !isWellFormedToken(token)) throw new AppError('UNAUTHENTICATED');
      const found = await deps.sessions.findWithUser(tokenDigest(token));
      const now = deps.now();
      if (
        !found ||
        found.session.revokedAt ||
        found.session.expiresAt <= now ||
        found.user.forbid
      ) {
        throw new AppError('LOGIN_EXPIRED');
      }
      if (now.getTime() - found.session.lastUsedAt.getTime() > EXTEND_AFTER_MS) {
        await deps.sessions.extend(
          found.session.id,
          now,
          new Date(now.getTime() + deps.tokenTtlMs),
        );
      }
      const { user } = found;
      return {
        sessionId: found.session.id,
        actor: {
          id: user.id,
          name: staffNameOf(user),
          role: user.role,
          scope: user.scope,
          companyUserId: user.companyUserId,
          storeId: user.storeId,
          canScan: user.canScan,
          canUpload: user.canUpload,
        },
      };
    },

    /** Spec §7 token check: the query names the signed-in user and scope. */
    isOwnSession,

    async logout({ sessionId, actor }: Authenticated, context: RequestContext): Promise<void> {
      await deps.sessions.revoke(sessionId, deps.now());
      await deps.audit.record({ action: 'auth.logout', actorId: actor.id, ip: context.ip });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function bearerToken(header: string | undefined): string | undefined {
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(header ?? '');
  if (!match || match[1]?.toLowerCase() !== TOKEN_TYPE.toLowerCase()) return undefined;
  return match[2];
}
