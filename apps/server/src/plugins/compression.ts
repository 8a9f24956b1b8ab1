import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Issue 29 #12: API answers (JSON, text) go out brotli- or gzip-compressed when the client takes
 * it and they are over 1 KiB; images are compressed already and are left as they are (the
 * plugin compresses only compressible types). The web build's files are compressed once at
 * build time instead (plugins/web-app.ts, `preCompressed`).
 *
 * BREACH (a secret read out of compressed sizes) needs an attacker who makes the victim's
 * browser send authenticated requests that reflect their input: here a token travels in the
 * Authorization header, which no other site can make a browser send, and the cookie fallback
 * (images only) is SameSite=Strict.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
}
