import { TOKEN_TYPE, type LoginRequest, type LoginResponse } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { ServerCookie } from '../../http/cookies';
import { isWellFormedToken, newAccessToken, tokenDigest } from '../../infra/tokens';
import type { PasswordHasher } from '../../infra/password-hasher';
import type { RateLimiter } from '../../infra/rate-limiter';
import type { RequestContext } from '../../http/request-context';
import type { AuditTrail } from '../../repositories/audit-trail';
import type { Authenticated } from '../../http/request-actor';
import { isOwnSession } from '../../policy';
import type { UsersRepository } from '../../repositories/users.repository';
import { staffActorOf, toUserView } from '../users/user-view';
import type { SessionsRepository } from '../../repositories/sessions.repository';
import {
  deviceGuardKeyOf,
  guardKeyOf,
  signInBlock,
  SIGN_IN_RULES,
  type SignInBlock,
} from '../account/sign-in-guard';
import { redeemCode } from '../account/verification-codes';
import type { SignInGuardsRepository } from '../../repositories/sign-in-guards.repository';
import type { Transact } from '../../repositories';
import type { DeviceCookies } from './device-cookie';

export interface AuthDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  guards: SignInGuardsRepository;
  deviceCookies: DeviceCookies;
  transact: Transact;
  hasher: PasswordHasher;
  limiter: RateLimiter;
  audit: AuditTrail;
  now: () => Date;
  tokenTtlMs: number;
}

// Extending a session writes a row; once a minute per session is enough for a sliding expiry.
const EXTEND_AFTER_MS = 60_000;

/** The browser a sign-in comes from: its cookies and whether it reached us over HTTPS. */
export interface SignInClient {
  context: RequestContext;
  cookieOf: (name: string) => string | undefined;
  secure: boolean;
}

/** A sign-in's answer and the device cookie the browser keeps for next time (issue 29 #1). */
export interface SignedIn {
  answer: LoginResponse;
  deviceCookie: ServerCookie;
}

function blockError(block: NonNullable<SignInBlock>, now: Date): AppError {
  return new AppError(block.kind === 'held' ? 'ACCOUNT_LOCKED' : 'LOGIN_THROTTLED', {
    retryAfterSeconds: Math.ceil((block.until.getTime() - now.getTime()) / 1000),
  });
}

export function createAuthService(deps: AuthDeps) {
  let dummyHash: Promise<string> | undefined;
  // Unknown usernames still pay for one hash check, so timing does not reveal which exist.
  const verifyAgainstNothing = async (password: string): Promise<false> => {
    dummyHash ??= deps.hasher.hash('not-a-real-password');
    await deps.hasher.verify(await dummyHash, password);
    return false;
  };

  /**
   * The guard key of this browser's own failures when it presents a valid device cookie for
   * the account and those failures do not hold it; else null (a new browser). A known browser
   * still waiting after its own recent failures is refused here.
   */
  async function knownDeviceKey(userId: number | null, client: SignInClient) {
    if (userId === null) return null;
    const deviceId = await deps.deviceCookies.deviceOf(userId, client.cookieOf);
    if (deviceId === null) return null;
    const key = deviceGuardKeyOf(userId, deviceId);
    const block = signInBlock(await deps.guards.find(key), deps.now());
    if (block?.kind === 'wait') throw blockError(block, deps.now());
    // Held by its own failures (a stolen cookie guessing): it counts as a new browser.
    return block ? null : key;
  }

  /** Spends an unlock code for the mobile; a wrong or spent one answers CODE_INVALID. */
  async function spendUnlockCode(mobile: string, code: string): Promise<void> {
    const now = deps.now();
    const redeemed = await deps.transact(({ codes }) =>
      redeemCode(codes, mobile, 'unlock', code, now),
    );
    if (!redeemed) throw new AppError('CODE_INVALID');
  }

  return {
    /**
     * DECISIONS "Sign-in and SMS limits". A browser that signed in to this account before (its
     * device cookie) answers to its own failures only, so strangers' guesses elsewhere never
     * lock the owner out of it; any other browser shares the account's count and, when it is
     * held, signs in only with an SMS code sent to the account's mobile (`unlockCode`).
     */
    async login(
      { username, password, unlockCode }: LoginRequest,
      client: SignInClient,
    ): Promise<SignedIn> {
      const { context } = client;
      const addressKey = `login:ip:${context.ip}`;
      const { addressWindowMs, addressFailures } = SIGN_IN_RULES;
      const user = await deps.users.findByMobile(username);
      const account = guardKeyOf(user?.id ?? null, username);
      const knownDevice = await knownDeviceKey(user?.id ?? null, client);
      // A waiting or held sign-in is refused before its password is checked: guesses cost time.
      let unlocked = false;
      if (!knownDevice) {
        if ((await deps.limiter.count(addressKey, addressWindowMs)) >= addressFailures) {
          throw new AppError('LOGIN_THROTTLED', {
            retryAfterSeconds: Math.ceil(deps.limiter.retryAfterMs(addressWindowMs) / 1000),
          });
        }
        const block = signInBlock(await deps.guards.find(account), deps.now());
        if (block) {
          if (!user || unlockCode === undefined) throw blockError(block, deps.now());
          await spendUnlockCode(user.mobile, unlockCode);
          unlocked = true;
        }
      }
      const passwordOk = user
        ? await deps.hasher.verify(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!user || !passwordOk) {
        await deps.limiter.hit(addressKey, addressWindowMs);
        const now = deps.now();
        const guard = await deps.guards.recordFailure(
          knownDevice ?? account,
          now,
          new Date(now.getTime() - SIGN_IN_RULES.forgetAfterMs),
        );
        const held = !knownDevice && guard.failures === SIGN_IN_RULES.holdAfter;
        await deps.audit.record({
          action: held ? 'auth.account_held' : 'auth.login_failed',
          actorId: user?.id ?? null,
          ip: context.ip,
          ...(user ? { target: { type: 'user', id: user.id } } : {}),
          details: { failures: guard.failures, ...(knownDevice ? { knownDevice: true } : {}) },
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
      // A known browser's success is not the owner vouching for the other browsers: the
      // account's count (a stranger's guesses) stays until it runs out or is lifted.
      await deps.guards.clear(knownDevice ?? account);
      if (unlocked) {
        await deps.audit.record({
          action: 'auth.unlocked_by_code',
          actorId: user.id,
          ip: context.ip,
          target: { type: 'user', id: user.id },
        });
      }
      const accessToken = newAccessToken();
      const now = deps.now();
      await deps.sessions.create({
        userId: user.id,
        tokenHash: tokenDigest(accessToken),
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.tokenTtlMs),
      });
      await deps.audit.record({ action: 'auth.login', actorId: user.id, ip: context.ip });
      return {
        answer: { accessToken, tokenType: TOKEN_TYPE, recUser: toUserView(user) },
        deviceCookie: await deps.deviceCookies.issue(user.id, client.secure),
      };
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
          ...staffActorOf(user, found.session.customerModeCustomerId),
          hasBindings: found.hasBindings,
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
