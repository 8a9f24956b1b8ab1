import type { StudyParticipantView } from '@skinscope/contracts';
import { studyDay } from '@skinscope/domain';
import dayjs from 'dayjs';

/** Where a participant stands at one scheduled visit, as the detail's table shows it. */
export type TimepointState =
  | { kind: 'done'; takenAt: string; inWindow: boolean }
  /** Day 0 not recorded yet: the later visits have no dates. */
  | { kind: 'needsBaseline' }
  | { kind: 'notYet' | 'due' | 'overdue'; from: string; to: string }
  | { kind: 'withdrawn' };

/**
 * The state of the visit scheduled on `day` (days after her day-0 visit, ± `windowDays`), on
 * `now`. Days count by the salon's calendar, as the analysis counts them (domain `studyDay`).
 */
export function timepointState(
  participant: StudyParticipantView,
  day: number,
  windowDays: number,
  now: Date,
): TimepointState {
  const visit = participant.visits.find((v) => v.timepoint === day);
  const baseline = participant.visits.find((v) => v.timepoint === 0);
  if (visit) {
    const offset = baseline
      ? studyDay(new Date(baseline.takenAt), new Date(visit.takenAt)) - day
      : 0;
    return { kind: 'done', takenAt: visit.takenAt, inWindow: Math.abs(offset) <= windowDays };
  }
  if (participant.withdrawnAt !== null) return { kind: 'withdrawn' };
  if (!baseline) return day === 0 ? { kind: 'due', from: '', to: '' } : { kind: 'needsBaseline' };
  const dayZero = dayjs(baseline.takenAt);
  const window = {
    from: dayZero.add(day - windowDays, 'day').toISOString(),
    to: dayZero.add(day + windowDays, 'day').toISOString(),
  };
  const today = studyDay(new Date(baseline.takenAt), now);
  if (today < day - windowDays) return { kind: 'notYet', ...window };
  if (today > day + windowDays) return { kind: 'overdue', ...window };
  return { kind: 'due', ...window };
}
