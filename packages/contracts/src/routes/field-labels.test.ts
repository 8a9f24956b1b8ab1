import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_LABELS } from '../errors';
import { apiRoutes } from './index';

/** The field names a request schema can refuse: its top-level keys, through wrappers. */
function fieldsOf(schema: z.core.$ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return [...fieldsOf(schema.in), ...fieldsOf(schema.out)];
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  )
    return fieldsOf(schema.unwrap());
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((option) => fieldsOf(option));
  if (schema instanceof z.ZodIntersection)
    return [...fieldsOf(schema.def.left), ...fieldsOf(schema.def.right)];
  return [];
}

describe('issue 29 #16: every field a request can be refused for has a Chinese name', () => {
  const fields = new Set(
    Object.values(apiRoutes).flatMap((route) => [
      ...fieldsOf('params' in route ? route.params : undefined),
      ...fieldsOf('query' in route ? route.query : undefined),
      ...fieldsOf('body' in route ? route.body : undefined),
    ]),
  );

  it('walks the route table', () => {
    expect(fields.size).toBeGreaterThan(60);
  });

  it.each([...fields].sort())('%s', (field) => {
    expect(FIELD_LABELS[field], field).toMatch(/\p{Script=Han}/u);
  });
});
