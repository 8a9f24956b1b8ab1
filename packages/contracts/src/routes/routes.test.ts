import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { User } from '../auth';
import { apiRoutes, pathParamNames } from './index';
import type { FileBytes, RouteInput, RouteOutput } from './index';

const routes = Object.entries(apiRoutes);

/** The keys an object schema declares (params schemas are plain objects). */
function shapeKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

describe('apiRoutes', () => {
  it('has each method and path once', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(routes)('%s declares every :param of its path in params, and no other', (_, route) => {
    const declared = 'params' in route ? shapeKeys(route.params) : [];
    expect(declared.sort()).toEqual(pathParamNames(route.path).sort());
  });

  it.each(routes)('%s answers either a JSON schema or a file type', (_, route) => {
    expect('response' in route !== 'produces' in route).toBe(true);
  });

  it('names path params as Fastify does', () => {
    expect(pathParamNames('/home/imagerec/img/:customerId/:hours/:name')).toEqual([
      'customerId',
      'hours',
      'name',
    ]);
    expect(pathParamNames('/api/user')).toEqual([]);
  });
});

describe('RouteInput and RouteOutput', () => {
  it('type a call by its route', () => {
    expectTypeOf<RouteOutput<typeof apiRoutes.forbidUser>>().toEqualTypeOf<User>();
    expectTypeOf<RouteOutput<typeof apiRoutes.exportCustomer>>().toEqualTypeOf<FileBytes>();
    // Coerced ids take numbers, or strings as a prefixed skinworker id travels.
    expectTypeOf<RouteInput<typeof apiRoutes.customer>>().toEqualTypeOf<{
      params: { customerId: number | string };
    }>();
    // A query whose fields are all optional may be left out.
    expectTypeOf<Record<never, never>>().toExtend<RouteInput<typeof apiRoutes.listStores>>();
    expectTypeOf<{ body: { username: string } }>().not.toExtend<
      RouteInput<typeof apiRoutes.login>
    >();
  });
});
