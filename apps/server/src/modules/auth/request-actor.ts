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
    /**
     * Image GETs may also be signed in by the `skinscope_token` cookie (DECISIONS), so that
     * `<img>` tags work; every other call needs the Authorization header.
     */
    cookieAuth?: boolean;
  }
}

export function requireAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

export function requireActor(request: FastifyRequest): Actor {
  return requireAuth(request).actor;
}
