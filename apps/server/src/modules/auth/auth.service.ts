import { TOKEN_TYPE, type LoginRequest, type LoginResponse } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import { isWellFormedToken, newAccessToken, tokenDigest } from '../../infra/tokens';
import type { PasswordHasher } from '../../infra/password-hasher';
import type { Actor } from '../../policy/access-policy';
import type { UsersRepository } from '../users/users.repository';
import { toUserView } from '../users/user-view';
import type { SessionsRepository } from './auth.repository';

export interface AuthDeps {
  users: UsersRepository;
  sessions: SessionsRepository;
  hasher: PasswordHasher;
  now: () => Date;
  tokenTtlMs: number;
}

export interface Authenticated {
  actor: Actor;
  sessionId: number;
}

// Extending a session writes a row; once a minute per session is enough for a sliding expiry.
const EXTEND_AFTER_MS = 60_000;

export function createAuthService(deps: AuthDeps) {
  let dummyHash: Promise<string> | undefined;
  // Unknown usernames still pay for one hash check, so timing does not reveal which exist.
  const verifyAgainstNothing = async (password: string) => {
    dummyHash ??= deps.hasher.hash('not-a-real-password');
    await deps.hasher.verify(await dummyHash, password);
  };

  return {
    async login({ username, password }: LoginRequest): Promise<LoginResponse> {
      const user = await deps.users.findByMobile(username);
      if (!user) {
        await verifyAgainstNothing(password);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!(await deps.hasher.verify(user.passwordHash, password))) {
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (user.forbid) throw new AppError('ACCOUNT_DISABLED');
      const accessToken = newAccessToken();
      await deps.sessions.create({
        userId: user.id,
        tokenHash: tokenDigest(accessToken),
        expiresAt: new Date(deps.now().getTime() + deps.tokenTtlMs),
      });
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
          role: user.role,
          scope: user.scope,
          companyUserId: user.companyUserId,
          canScan: user.canScan,
          canUpload: user.canUpload,
        },
      };
    },

    async logout(sessionId: number): Promise<void> {
      await deps.sessions.revoke(sessionId, deps.now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function bearerToken(header: string | undefined): string | undefined {
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(header ?? '');
  if (!match || match[1]?.toLowerCase() !== TOKEN_TYPE.toLowerCase()) return undefined;
  return match[2];
}
