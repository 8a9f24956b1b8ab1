import type { FastifyReply } from 'fastify';

/**
 * A file for staff to save (a customer's zip, a study's CSV): kept by no cache, named as an
 * attachment. The name carries ids only: downloads lists are seen by whoever uses the tablet next.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { type: string; name: string; body: string | Uint8Array },
): FastifyReply {
  const body =
    typeof file.body === 'string'
      ? file.body
      : Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength);
  return reply
    .type(file.type)
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `attachment; filename="${file.name}"`)
    .send(body);
}
