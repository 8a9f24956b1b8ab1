import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a CSP the Vite build satisfies: scripts only from our origin, inline
 * styles allowed because antd injects CSS-in-JS, images also from data: and blob: (captured
 * photos and authenticated image fetches), no framing.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // No upgrade-insecure-requests: a salon may serve the app over plain HTTP on its LAN.
    },
  },
};

/**
 * helmet's headers depend on its options only (no nonces, no directive computed per request),
 * so they are worked out once here. @fastify/helmet rebuilt helmet and re-parsed the CSP on
 * every request: a quarter of a signed-in request's CPU time (DECISIONS "Customer search at
 * scale").
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: () => {},
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
  });
  return headers;
}

/**
 * A customer's report, her own data (`/d/`, issue 34 #1), a study's for its sponsor (`/s/`,
 * issue 33 #6) and everything they load are reached by a link that may travel (issue 29 #14):
 * no search engine may index, follow or archive them, whatever robots.txt lets it read.
 */
const PRIVATE_LINK_PREFIXES = ['/r/', '/s/', '/d/', '/api/public/'];
const NO_INDEX = 'noindex, nofollow, noarchive';

function isPrivateLinkPath(url: string): boolean {
  return PRIVATE_LINK_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isPrivateLinkPath(request.url)) reply.header('X-Robots-Tag', NO_INDEX);
    done();
  });
  // API answers carry personal data and tokens: no cache may keep them. Photos, marked images
  // and the web app's files say what they allow themselves (private max-age, immutable).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}
