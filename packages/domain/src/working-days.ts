/**
 * Issue 34 #1: a customer's request about her data is due within 15 working days of its
 * receipt. Working days are Monday to Friday; public holidays and their swapped weekend days
 * (调休) are not known here and are not counted specially, so the date is a few days early
 * around a holiday, never late.
 */

const DAY_MS = 86_400_000;
/** China Standard Time, without daylight saving: UTC+8. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The calendar day `YYYY-MM-DD` of an instant in China. */
export function chinaDateOf(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The date `days` working days after `date` (`YYYY-MM-DD`); the day of receipt itself does not
 * count, so a request received on a Friday or a Saturday has Monday as its first working day.
 */
export function addWorkingDays(date: string, days: number): string {
  let at = Date.parse(`${date}T00:00:00Z`);
  for (let left = days; left > 0;) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at).toISOString().slice(0, 10);
}
