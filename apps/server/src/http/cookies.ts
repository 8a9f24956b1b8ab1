import type { FastifyReply } from 'fastify';

/** A cookie's value from a request's Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined; // a malformed escape is no cookie of ours
      }
    }
  }
  return undefined;
}

/** What the server's own cookies look like: HttpOnly and SameSite=Strict, always. */
export interface ServerCookie {
  name: string;
  value: string;
  /** Sent back only to this path. */
  path: string;
  maxAgeSeconds: number;
  /** Only over HTTPS (the request came over it); a salon's plain-HTTP LAN keeps working. */
  secure: boolean;
}

export function setServerCookie(reply: FastifyReply, cookie: ServerCookie): void {
  const attributes = [
    `${cookie.name}=${encodeURIComponent(cookie.value)}`,
    `Path=${cookie.path}`,
    `Max-Age=${cookie.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(cookie.secure ? ['Secure'] : []),
  ];
  reply.header('Set-Cookie', attributes.join('; '));
}
