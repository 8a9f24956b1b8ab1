import { CareOutcomesQuerySchema, CareOutcomesSchema } from '../care-outcomes';
import { defineRoute } from './define';

/** Issue 33 #5: outcomes per care plan, beside the recommendation screens (staff only). */
export const careOutcomeRoutes = {
  careOutcomes: defineRoute({
    method: 'GET',
    path: '/api/care-outcomes',
    query: CareOutcomesQuerySchema,
    response: CareOutcomesSchema,
  }),
};
