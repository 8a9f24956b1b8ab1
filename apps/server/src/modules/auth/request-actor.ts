import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../policy/access-policy';
import type { Authenticated } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
  interface FastifyContextConfig {
    /** Routes are signed-in only unless they opt out here. */
    public?: boolean;
  }
}

export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

export function requireActor(request: FastifyRequest): Actor {
  return requireAuth(request).actor;
}
