import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { z } from 'zod';
import type { RouteDefinition } from '@skinscope/contracts';
import { ok } from './envelope';
import { readMultipart } from './multipart';
import { parseInput } from './validate';

type Parsed<R, K extends 'params' | 'query' | 'body'> = R extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** A route's input, parsed with the route table's schemas (400 naming each bad field). */
export interface ServedInput<R extends RouteDefinition> {
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
  /** The file part of a multipart route (`files` in the table). */
  file: Buffer | undefined;
  /** Every file part of a multipart request, by part name. */
  files: Record<string, Buffer>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What the handler returns: the envelope's data as it goes on the wire, or, for a route that
 * answers a file or plain text (`produces`), the reply it has sent.
 */
type Answer<R> = R extends { response: infer S extends z.ZodType } ? z.input<S> : FastifyReply;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests set it: every answer is checked against its route's response schema. */
    checkResponses: boolean;
  }
}

/**
 * Registers one route of the contracts' table (issue 16 #2): method, path and who may call it
 * come from the table; params, query and body are parsed with its schemas; the data is wrapped
 * in the envelope. A multipart request's fields are its body.
 */
export function serve<const R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: (input: ServedInput<R>) => Promise<Answer<R>>,
  options: { logLevel?: LogLevel } = {},
): void {
  app.route({
    method: route.method,
    url: route.path,
    config: {
      public: route.auth === 'public',
      cookieAuth: route.auth === 'cookie',
      customerMode: route.customerMode === true,
    },
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    handler: async (request, reply) => {
      const form =
        route.files || (typeof request.isMultipart === 'function' && request.isMultipart())
          ? await readMultipart(request)
          : undefined;
      const input = {
        params: route.params ? parseInput(route.params, request.params) : undefined,
        query: route.query ? parseInput(route.query, request.query) : undefined,
        body: route.body ? parseInput(route.body, form ? form.fields : request.body) : undefined,
        file: form?.file,
        files: form?.files ?? {},
        request,
        reply,
      } as ServedInput<R>;
      const answer = await handler(input);
      if (!route.response) return answer;
      if (app.checkResponses) requireContractShape(route, answer);
      return ok(answer);
    },
  });
}

function requireContractShape(route: RouteDefinition, data: unknown): void {
  const result = route.response!.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Tests only: the log keeps no messages, so the mismatch is printed where the test runs.
  console.error(`${route.method} ${route.path} answered outside its contract`, issues);
  throw new Error('response does not match its contract');
}
