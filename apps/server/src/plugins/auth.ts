import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/auth.service';
import { readCookie } from '../http/cookies';
import '../http/request-actor';

/** Paths that are the API; everything else is the web app's static files. */
const API_PREFIXES = ['/api/', '/server/', '/home/', '/fileSvr/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Secure by default: every API route requires a valid session unless its route config says
 * `public: true`. Unknown paths fall through to the not-found handler untouched.
 */
export function registerAuth(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    if (!isApiPath(request.routeOptions.url ?? request.url)) return;
    request.auth = await auth.authenticate(
      request.headers.authorization ?? cookieCredential(request),
    );
  });
}

const TOKEN_COOKIE = 'skinscope_token';

function cookieCredential(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.config.cookieAuth || request.method !== 'GET') return undefined;
  const token = readCookie(request.headers.cookie, TOKEN_COOKIE);
  return token ? `Bearer ${token}` : undefined;
}
