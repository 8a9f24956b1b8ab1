import type { Rule } from 'antd/es/form';
import type { ZodType } from 'zod';

/**
 * A form field checked by the contracts' own schema (issue 17 #19): empty → `emptyMessage`,
 * else the schema's first message, so the server never sees what it would refuse.
 */
export function schemaRule(schema: ZodType, emptyMessage: string): Rule {
  return {
    validator: async (_, value: string | undefined) => {
      if (!value?.trim()) throw new Error(emptyMessage);
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? emptyMessage);
    },
  };
}
