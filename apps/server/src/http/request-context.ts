import type { FastifyRequest } from 'fastify';

/** What services need to know about where a call came from, for limits and the audit log. */
export interface RequestContext {
  ip: string;
}

export function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip };
}
