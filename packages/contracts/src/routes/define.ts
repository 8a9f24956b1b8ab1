import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP route of the API, as the server registers it and the web calls it (issue 16 #2).
 * `path` is Fastify style (`/api/store/:id`); every `:param` is a key of `params`.
 * `response` is the schema of the envelope's `data`. Routes that answer a file or plain text
 * instead of the envelope name it in `produces` and have no `response`.
 */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Multipart routes: the names of the file parts, sent beside the `body` fields. */
  files?: readonly string[];
  response?: z.ZodType;
  produces?: 'image/jpeg' | 'application/zip' | 'text/plain' | 'text/csv';
  /**
   * Who may call it. Absent: a signed-in user with the bearer token. `public`: anyone (login,
   * register, settings). `cookie`: the token may also come as the cookie, because `<img>` and
   * download links cannot send an Authorization header.
   */
  auth?: 'public' | 'cookie';
  /**
   * Issue 29 #5: callable while the session is in 顾客模式 — the calls of her consultation and
   * of her results. Every other signed-in route answers 403 CUSTOMER_MODE for such a session,
   * and these reach only the customer the mode was entered for (the policy's customer rule).
   */
  customerMode?: true;
}

/** Keeps a route's literal method, path and schema types (a plain object would widen them). */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

/**
 * What a caller sends for one schema: its input type, except that coerced and preprocessed
 * fields (whose zod input type is `unknown`) take their parsed type, or a string as a query
 * string or a prefixed id carries them.
 */
type Wire<S extends z.ZodType> =
  z.input<S> extends Record<string, unknown>
    ? {
        [K in keyof z.input<S>]: unknown extends z.input<S>[K]
          ? K extends keyof z.output<S>
            ? z.output<S>[K] | string
            : z.input<S>[K]
          : z.input<S>[K];
      }
    : z.input<S>;

/** One part of a call's input; optional when every field of it is. */
type Part<R, K extends 'params' | 'query' | 'body'> = R extends {
  [P in K]: infer S extends z.ZodType;
}
  ? Record<never, never> extends Wire<S>
    ? { [P in K]?: Wire<S> }
    : { [P in K]: Wire<S> }
  : unknown;

/** A file's bytes as browsers (`Blob`) and Node hold them; contracts name no DOM types. */
export interface FileBytes {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

type Files<R, F> = R extends { files: readonly (infer N extends string)[] }
  ? { files: Record<N, F> }
  : unknown;

/**
 * What a caller passes to call route R: `{ params, query, body, files }` as the route has them.
 * `F` is the caller's file type (the web's `Blob`).
 */
export type RouteInput<R extends RouteDefinition, F = FileBytes> = Part<R, 'params'> &
  Part<R, 'query'> &
  Part<R, 'body'> &
  Files<R, F>;

/** What route R answers: the envelope's parsed `data`, or the file's bytes as `F`. */
export type RouteOutput<R extends RouteDefinition, F = FileBytes> = R extends {
  response: infer S extends z.ZodType;
}
  ? z.output<S>
  : F;

/** The `:param` names of a Fastify-style path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
}
