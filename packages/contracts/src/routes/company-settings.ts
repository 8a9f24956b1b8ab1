import { CompanySettingsSchema, CompanySettingsUpdateSchema } from '../company-settings';
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
};
