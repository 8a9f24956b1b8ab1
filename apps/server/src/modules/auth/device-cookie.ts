import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerCookie } from '../../http/cookies';
import type { ServerSecretsRepository } from '../../repositories/server-secrets.repository';

/**
 * OWASP's "device cookies" (issue 29 #1, DECISIONS "Sign-in and SMS limits"): a browser that
 * signed in to an account gets a cookie naming that account, signed with a key of this
 * installation (HMAC-SHA256; the key lives in the database, `server_secrets`, shared by the
 * replicas). A sign-in presenting it is not held by the account-wide lock that strangers'
 * guesses set off; it has a failure count of its own instead.
 */
const DEVICE_COOKIE = {
  /** One cookie per account, so colleagues sharing a salon tablet each keep theirs. */
  namePrefix: 'skinscope_device_',
  /** Sent to the sign-in call only. */
  path: '/server/login',
  maxAgeMs: 180 * 86_400_000,
  secretName: 'device-cookie',
} as const;

const VERSION = 'v1';

export interface DeviceCookies {
  /**
   * The device id this browser's cookie for the account proves, or null: no cookie, another
   * account's, a forged or altered one, or one older than its lifetime.
   */
  deviceOf(userId: number, cookieOf: (name: string) => string | undefined): Promise<string | null>;
  /** A new cookie naming the account on this browser. */
  issue(userId: number, secure: boolean): Promise<ServerCookie>;
}

export function createDeviceCookies(deps: {
  secrets: Pick<ServerSecretsRepository, 'getOrCreate'>;
  now: () => Date;
}): DeviceCookies {
  let key: Promise<Buffer> | undefined;
  // Read once per process; made on the first sign-in of the installation.
  const signingKey = () =>
    (key ??= deps.secrets
      .getOrCreate(DEVICE_COOKIE.secretName, randomBytes(32).toString('base64url'))
      .then(
        (value) => Buffer.from(value, 'base64url'),
        (error: unknown) => {
          key = undefined; // the database may answer next time
          throw error;
        },
      ));
  const mac = async (payload: string) =>
    createHmac('sha256', await signingKey())
      .update(payload)
      .digest();
  const nameOf = (userId: number) => `${DEVICE_COOKIE.namePrefix}${userId}`;

  return {
    async deviceOf(userId, cookieOf) {
      const parts = cookieOf(nameOf(userId))?.split('.');
      if (parts?.length !== 5) return null;
      const [version, user, issued, device, signature] = parts as [
        string,
        string,
        string,
        string,
        string,
      ];
      if (version !== VERSION || user !== String(userId) || !/^[0-9a-z]{1,12}$/.test(issued))
        return null;
      const age = deps.now().getTime() - parseInt(issued, 36) * 1000;
      if (age < 0 || age > DEVICE_COOKIE.maxAgeMs) return null;
      const expected = await mac(`${version}.${user}.${issued}.${device}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return device;
    },

    async issue(userId, secure) {
      const issued = Math.floor(deps.now().getTime() / 1000).toString(36);
      const device = randomBytes(16).toString('base64url');
      const payload = `${VERSION}.${userId}.${issued}.${device}`;
      return {
        name: nameOf(userId),
        value: `${payload}.${(await mac(payload)).toString('base64url')}`,
        path: DEVICE_COOKIE.path,
        maxAgeSeconds: DEVICE_COOKIE.maxAgeMs / 1000,
        secure,
      };
    },
  };
}
