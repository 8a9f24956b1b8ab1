import { ScopeSchema } from '@skinscope/contracts';
import { zhCN } from '../locale';

/** The four scopes of spec §6 with their Chinese names, for selects and tables. */
export const scopeOptions = ScopeSchema.options.map((scope) => ({
  value: scope,
  label: zhCN.admin.scopes[scope],
}));
