import { CompanySettingsSchema, CompanySettingsUpdateSchema } from '../company-settings';
import { RetentionOverviewSchema } from '../retention';
import { defineRoute } from './define';

/** The caller's company's settings (issue 32 #4): read by its staff, changed by its managers. */
export const companySettingsRoutes = {
  // The capture screens ask whether each part is photographed twice, in 顾客模式 too.
  companySettings: defineRoute({
    method: 'GET',
    path: '/api/company-settings',
    response: CompanySettingsSchema,
    customerMode: true,
  }),
  updateCompanySettings: defineRoute({
    method: 'PUT',
    path: '/api/company-settings',
    body: CompanySettingsUpdateSchema,
    response: CompanySettingsSchema,
  }),
  // Issue 34 #2: the retention period, its dry run and what was deleted (administrators).
  retention: defineRoute({
    method: 'GET',
    path: '/api/admin/retention',
    response: RetentionOverviewSchema,
  }),
};
