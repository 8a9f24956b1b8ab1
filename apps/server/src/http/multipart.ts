import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * The fields and files (by part name; `file` is the last one, for routes that take one) of a
 * multipart/form-data body; the route's plugin limits how many files it takes. A body without its boundary
 * or cut short makes the parser throw a plain Error: that is the client's fault (400), not ours.
 * Limits and unexpected files carry Fastify codes the error handler maps (413, 415, 400).
 */
export async function readMultipart(request: FastifyRequest): Promise<{
  fields: Record<string, unknown>;
  file: Buffer | undefined;
  files: Record<string, Buffer>;
}> {
  const fields: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = await part.toBuffer();
        files[part.fieldname] = file;
      } else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof AppError || (typeof code === 'string' && code.startsWith('FST_')))
      throw error;
    throw new AppError('UPLOAD_INCOMPLETE');
  }
  return { fields, file, files };
}
