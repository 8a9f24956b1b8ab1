import { z } from 'zod';
import { plainText } from './fields';

/** Spec §4/§7 paging: `begin` is an offset (page index × length), `length` the page size. */
export function pagingSchema(defaultLength: number, maxLength = 100) {
  return {
    begin: z.coerce.number().int().min(0).max(1_000_000).default(0),
    length: z.coerce.number().int().min(1).max(maxLength).default(defaultLength),
  };
}

/** A query-string text filter: blank means "no filter". */
export const optionalFilter = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    plainText(max).optional(),
  );
