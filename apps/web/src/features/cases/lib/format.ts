import dayjs from 'dayjs';

/** Spec §2 example/face: detection dates read yyyy-MM-dd (in the salon's local time). */
export const formatDate = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/** A positive integer from a query parameter, or undefined. */
export function parseId(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
