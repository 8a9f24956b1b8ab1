import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The fields (and at most one file) of a multipart/form-data body. A body without its boundary
 * or cut short makes the parser throw a plain Error: that is the client's fault (400), not ours.
 * Limits and unexpected files carry Fastify codes the error handler maps (413, 415, 400).
 */
export async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file: Buffer | undefined }> {
  const fields: Record<string, unknown> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await part.toBuffer();
      else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof AppError || (typeof code === 'string' && code.startsWith('FST_')))
      throw error;
    throw new AppError('UPLOAD_INCOMPLETE');
  }
  return { fields, file };
}
