import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** What services need to know about where a call came from, for limits and the audit log. */
export interface RequestContext {
  /** A valid IPv4 or IPv6 address (at most 45 characters), or 'unknown'. */
  ip: string;
}

/**
 * The client's address. `request.ip` is the socket's peer unless TRUST_PROXY names the proxy in
 * front of us; then it is what that proxy wrote into X-Forwarded-For, which a client can garble.
 * Only a well-formed address is used (limits and audit rows key on it), else the socket's.
 */
function clientAddress(request: Pick<FastifyRequest, 'ip' | 'socket'>): string {
  if (isIP(request.ip)) return request.ip;
  const peer = request.socket?.remoteAddress;
  return peer && isIP(peer) ? peer : 'unknown';
}

export function contextOf(request: FastifyRequest): RequestContext {
  return { ip: clientAddress(request) };
}
