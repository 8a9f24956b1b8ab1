import type { ProgressVisit } from '@skinscope/contracts';
import dayjs from 'dayjs';
import { formatDate } from '../../../lib/format-date';

const countOf = (names: string[], name: string) => names.filter((other) => other === name).length;

/**
 * Each visit's name on axes, pickers and legends: its date, with the time when two visits share
 * a day, and its number when they share the minute too (charts need distinct names).
 */
export function visitLabels(visits: readonly ProgressVisit[]): Map<number, string> {
  const days = visits.map((visit) => formatDate(visit.date));
  const times = visits.map((visit, i) =>
    countOf(days, days[i]!) > 1 ? `${days[i]} ${dayjs(visit.date).format('HH:mm')}` : days[i]!,
  );
  return new Map(
    visits.map((visit, i) => [
      visit.recordId,
      countOf(times, times[i]!) > 1 ? `${times[i]} #${i + 1}` : times[i]!,
    ]),
  );
}
