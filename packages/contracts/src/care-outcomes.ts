import { z } from 'zod';
import { DETECT_DIMENSIONS } from './detect';
import { requiredText } from './fields';

/*
 * Issue 33 #5, outcomes per care plan (DECISIONS §104): among the customers for whom a care item
 * was recommended and who were measured again 4 and 8 weeks (± 1 week) later, the share that
 * improved beyond the band per dimension, the median change and its quartiles, n. Observational.
 */

/**
 * What was recommended: a care item of the catalogue (packages/domain care-catalog.ts) or a goods
 * product (goods-catalog.ts, `goods-5-1`); an unknown key is a 404.
 */
export const CareOutcomesQuerySchema = z.object({ care: requiredText(40) });
export type CareOutcomesQuery = z.infer<typeof CareOutcomesQuerySchema>;

const DimensionOutcomeSchema = z.object({
  dimension: z.enum(DETECT_DIMENSIONS),
  /** Customers whose change on this dimension could be judged. */
  n: z.number().int().nonnegative(),
  /** Null below `minCustomers` (样本不足). */
  figures: z
    .object({
      /** Share improved beyond the band, 0–1. */
      improved: z.number(),
      /** Score change in points: median and quartiles. */
      median: z.number(),
      q1: z.number(),
      q3: z.number(),
    })
    .nullable(),
});
export type DimensionOutcomeView = z.infer<typeof DimensionOutcomeSchema>;

const OutcomeHorizonsSchema = z.array(
  z.object({
    weeks: z.union([z.literal(4), z.literal(8)]),
    dimensions: z.array(DimensionOutcomeSchema),
  }),
);
export type OutcomeHorizonsView = z.infer<typeof OutcomeHorizonsSchema>;

export const CareOutcomesSchema = z.object({
  care: z.string(),
  /** Follow-ups from this time on count (the last `days` days). */
  since: z.string(),
  days: z.number().int(),
  /** Figures are given from this many customers on. */
  minCustomers: z.number().int(),
  /** The caller's store (customers of that store); null for a caller of no store. */
  store: OutcomeHorizonsSchema.nullable(),
  /** Every store of the caller's company. */
  company: OutcomeHorizonsSchema,
});
export type CareOutcomes = z.infer<typeof CareOutcomesSchema>;
