import dayjs from 'dayjs';
import { zhCN } from '../locale';

const NONE = zhCN.customers.none;

/** Spec §2: empty store and nickname cells read '/'. */
export function orNone(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NONE;
  const text = String(value).trim();
  return text === '' ? NONE : text;
}

export const formatDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD');
export const formatTime = (iso: string) => dayjs(iso).format('HH:mm:ss');
export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** A positive integer route parameter, or undefined for anything else. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
