import type { ProgressVisit } from '@skinscope/contracts';
import dayjs from 'dayjs';

/**
 * Each visit's name on axes, pickers and legends: its date, with the time when two visits share
 * a day (charts need distinct names).
 */
export function visitLabels(visits: readonly ProgressVisit[]): Map<number, string> {
  const days = visits.map((visit) => dayjs(visit.date).format('YYYY-MM-DD'));
  return new Map(
    visits.map((visit, index) => {
      const day = days[index]!;
      const shared = days.filter((other) => other === day).length > 1;
      return [visit.recordId, shared ? `${day} ${dayjs(visit.date).format('HH:mm')}` : day];
    }),
  );
}
