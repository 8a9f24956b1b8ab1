import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCookie } from '../http/cookies';
import type { Authenticate } from '../http/request-actor';
import { requireCustomerModeAllowsRoute } from '../policy';

/** Paths that are the API; everything else is the web app's static files. */
const API_PREFIXES = ['/api/', '/server/', '/home/', '/fileSvr/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Secure by default: every API route requires a valid session unless its route config says
 * `public: true`, and a session in 顾客模式 reaches only the routes marked for it (issue 29 #5).
 * Unknown paths fall through to the not-found handler untouched.
 */
export function registerAuth(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    if (!isApiPath(request.routeOptions.url ?? request.url)) return;
    request.auth = await authenticate(request.headers.authorization ?? cookieCredential(request));
    requireCustomerModeAllowsRoute(request.auth.actor, request.routeOptions.config.customerMode);
  });
}

const TOKEN_COOKIE = 'skinscope_token';

function cookieCredential(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.config.cookieAuth || request.method !== 'GET') return undefined;
  const token = readCookie(request.headers.cookie, TOKEN_COOKIE);
  return token ? `Bearer ${token}` : undefined;
}
