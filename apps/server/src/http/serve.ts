import type { FastifyInstance, FastifyReply, FastifyRequest, LogLevel } from 'fastify';
import type { z } from 'zod';
import type { RouteDefinition } from '@skinscope/contracts';
import { AppError } from './app-error';
import { ok } from './envelope';
import { readMultipart } from './multipart';
import type { Actor, Authenticated } from './request-actor';
import { contextOf, type RequestContext } from './request-context';
import { parseInput } from './validate';

type Parsed<R, K extends 'params' | 'query' | 'body'> = R extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What a route marked `public` in the table knows of its caller: nothing. */
type Signed<R, T> = R extends { auth: 'public' } ? undefined : T;

/**
 * A route's input, parsed with the route table's schemas (400 naming each bad field), and its
 * caller: the signed-in session unless the table marks the route `public`.
 */
export interface ServedInput<R extends RouteDefinition> {
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  body: Parsed<R, 'body'>;
  /** The file part of a multipart route (`files` in the table). */
  file: Buffer | undefined;
  /** Every file part of a multipart request, by part name. */
  files: Record<string, Buffer>;
  /** The signed-in staff member (the auth hook has checked the session). */
  actor: Signed<R, Actor>;
  /** The session itself, for the calls that end or change it (logout, 顾客模式). */
  session: Signed<R, Authenticated>;
  /** Where the call came from, for limits and the audit log. */
  context: RequestContext;
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
      const session = route.auth === 'public' ? undefined : signedIn(request);
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
        actor: session?.actor,
        session,
        context: contextOf(request),
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

/**
 * The session the auth hook (plugins/auth.ts) found. Every route the table does not mark public
 * has one; a route without it would be a hole, so it fails closed rather than trusting the hook.
 */
function signedIn(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

function requireContractShape(route: RouteDefinition, data: unknown): void {
  const result = route.response!.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Tests only: the log keeps no messages, so the mismatch is printed where the test runs.
  console.error(`${route.method} ${route.path} answered outside its contract`, issues);
  throw new Error('response does not match its contract');
}
