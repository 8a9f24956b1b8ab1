import { zhCN } from '../locale';

const NONE = zhCN.customers.none;

/** Spec §2: empty store and nickname cells read '/'. */
export function orNone(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NONE;
  const text = String(value).trim();
  return text === '' ? NONE : text;
}
