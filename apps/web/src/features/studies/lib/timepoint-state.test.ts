import { describe, expect, it } from 'vitest';
import { makeParticipant } from '../test-fixtures';
import { timepointState } from './timepoint-state';

// Day 0 on 1 November (Shanghai); the day-14 window is 12–18 November, day 28's 26 Nov–2 Dec.
const dayZero = '2026-11-01T02:00:00.000Z';
const on = (date: string) => new Date(`${date}T04:00:00.000Z`);
const baselineDone = makeParticipant({
  visits: [{ timepoint: 0, recordId: 10, takenAt: dayZero }],
});

describe('a participant’s scheduled visits', () => {
  it('counts day 14 as not yet due before its window, due inside it, and missed after', () => {
    expect(timepointState(baselineDone, 14, 3, on('2026-11-10')).kind).toBe('notYet');
    const due = timepointState(baselineDone, 14, 3, on('2026-11-12'));
    expect(due).toMatchObject({ kind: 'due' });
    expect(timepointState(baselineDone, 14, 3, on('2026-11-18')).kind).toBe('due');
    expect(timepointState(baselineDone, 14, 3, on('2026-11-19')).kind).toBe('overdue');
    expect(timepointState(baselineDone, 28, 3, on('2026-11-19')).kind).toBe('notYet');
  });

  it('dates the window from her day-0 visit', () => {
    const state = timepointState(baselineDone, 14, 3, on('2026-11-12'));
    if (state.kind !== 'due') throw new Error(state.kind);
    expect(new Date(state.from).toISOString().slice(0, 10)).toBe('2026-11-12');
    expect(new Date(state.to).toISOString().slice(0, 10)).toBe('2026-11-18');
  });

  it('shows a recorded visit as done, and says when it fell outside the window', () => {
    const visited = makeParticipant({
      visits: [
        { timepoint: 0, recordId: 10, takenAt: dayZero },
        { timepoint: 14, recordId: 11, takenAt: '2026-11-20T02:00:00.000Z' },
      ],
    });
    expect(timepointState(visited, 0, 3, on('2026-11-21'))).toEqual({
      kind: 'done',
      takenAt: dayZero,
      inWindow: true,
    });
    expect(timepointState(visited, 14, 3, on('2026-11-21'))).toMatchObject({
      kind: 'done',
      inWindow: false,
    });
  });

  it('waits for day 0 before dating later visits, and stops after withdrawal', () => {
    const fresh = makeParticipant();
    expect(timepointState(fresh, 0, 3, on('2026-11-02')).kind).toBe('due');
    expect(timepointState(fresh, 14, 3, on('2026-11-02')).kind).toBe('needsBaseline');
    const left = makeParticipant({ ...baselineDone, withdrawnAt: '2026-11-05T02:00:00.000Z' });
    expect(timepointState(left, 14, 3, on('2026-11-12')).kind).toBe('withdrawn');
    expect(timepointState(left, 0, 3, on('2026-11-12')).kind).toBe('done');
  });
});
