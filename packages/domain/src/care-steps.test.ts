import { describe, expect, it } from 'vitest';
import {
  BODY_STEPS,
  CARE_STEPS,
  careStepPoints,
  CONDITION_STEPS,
  MISSING_HABIT_STEPS,
  SITUATION_STEPS,
} from './care-steps';
import type { CareStepInput, CareStepKey } from './care-steps';
import { optionsFor } from './questionnaire-options';

const ALL_HABITS = optionsFor('habit').map((it) => it.key);
const none: CareStepInput = { conditions: [], habits: ALL_HABITS, situations: [], bodies: [] };

const pointsOf = (input: Partial<CareStepInput>) =>
  Object.fromEntries(
    careStepPoints({ ...none, ...input }).map((it) => [it.key, it.points]),
  ) as Record<CareStepKey, number>;

describe('care step points (spec §5)', () => {
  it('"table with 12 step columns grouped as basic (6), improvement (2), advanced (4)"', () => {
    const groups = CARE_STEPS.map((it) => it.group);
    expect(groups).toEqual([
      ...Array(6).fill('basic'),
      'improvement',
      'improvement',
      ...Array(4).fill('advanced'),
    ]);
    expect(CARE_STEPS.map((it) => it.name)).toEqual([
      '卸妆洁面',
      '爽肤水',
      '乳液',
      '面霜',
      '防晒',
      '隔离粉底',
      '精华',
      '按摩手法',
      '专业护理',
      '医学美容',
      '舒适生活',
      '身体内调',
    ]);
  });

  it('starts every step at 0 when nothing is selected and every habit is in place', () => {
    expect(careStepPoints(none).every((it) => it.points === 0 && !it.tick && !it.highlight)).toBe(
      true,
    );
  });

  it('"each selected condition adds 1 to certain steps"', () => {
    expect(pointsOf({ conditions: [1] })).toMatchObject({
      toner: 1,
      lotion: 1,
      cream: 1,
      serum: 1,
      sunscreen: 0,
    });
    expect(pointsOf({ conditions: [1, 6] })).toMatchObject({ cream: 2, serum: 2, massage: 1 });
    expect(pointsOf({ conditions: [9, 9] }).lotion).toBe(1);
  });

  it('"Habit items not selected add 1 to the makeup-removal, cream, sunscreen, primer/foundation or professional-care step, depending on key."', () => {
    expect(pointsOf({ habits: ALL_HABITS.filter((key) => key !== 9) })).toMatchObject({
      sunscreen: 1,
    });
    expect(pointsOf({ habits: [] })).toMatchObject({
      makeupRemoval: 2,
      cream: 3,
      sunscreen: 1,
      foundation: 1,
      professional: 3,
      toner: 0,
    });
    const targets = new Set(Object.values(MISSING_HABIT_STEPS).filter((it) => it !== null));
    expect([...targets].sort()).toEqual([
      'cream',
      'foundation',
      'makeupRemoval',
      'professional',
      'sunscreen',
    ]);
    expect(Object.keys(MISSING_HABIT_STEPS).map(Number)).toEqual(ALL_HABITS);
  });

  it('"Situation and body choices add to inner-body, comfortable-life, massage and sunscreen steps."', () => {
    expect(pointsOf({ situations: [2] })).toMatchObject({ sunscreen: 1 });
    expect(pointsOf({ situations: [6], bodies: [1, 3] })).toMatchObject({
      innerBody: 3,
      comfortableLife: 1,
      massage: 1,
    });
    const used = new Set([...Object.values(SITUATION_STEPS), ...Object.values(BODY_STEPS)].flat());
    expect([...used].sort()).toEqual(['comfortableLife', 'innerBody', 'massage', 'sunscreen']);
    expect(Object.keys(SITUATION_STEPS).map(Number)).toEqual(
      optionsFor('situation').map((it) => it.key),
    );
    expect(Object.keys(BODY_STEPS).map(Number)).toEqual(optionsFor('body').map((it) => it.key));
  });

  it('"A step is highlighted at 5 points or more and ticked at 2 or more."', () => {
    // Makeup removal: oily, pores and acne (3) plus no makeup removal and no cleansing habit (2).
    const steps = careStepPoints({
      ...none,
      conditions: [2, 3, 8],
      habits: ALL_HABITS.filter((k) => k > 2),
    });
    const byKey = (key: CareStepKey) => steps.find((it) => it.key === key);
    expect(byKey('makeupRemoval')).toMatchObject({ points: 5, highlight: true, tick: true });
    expect(byKey('professional')).toMatchObject({ points: 3, highlight: false, tick: true });
    expect(byKey('toner')).toMatchObject({ points: 1, highlight: false, tick: false });
    const four = careStepPoints({
      ...none,
      conditions: [2, 3, 8],
      habits: ALL_HABITS.filter((k) => k !== 1),
    });
    expect(four.find((it) => it.key === 'makeupRemoval')).toMatchObject({
      points: 4,
      highlight: false,
      tick: true,
    });
  });

  it('gives every condition at least one step and only real steps', () => {
    const known = new Set<string>(CARE_STEPS.map((it) => it.key));
    for (const steps of Object.values(CONDITION_STEPS)) {
      expect(steps.length).toBeGreaterThan(0);
      expect(steps.every((step) => known.has(step))).toBe(true);
    }
  });
});
