import { describe, expect, it } from 'vitest';
import { bodyOptionsFor, completeBodyAnswer, shouldSkipMenses } from './gender-rules';
import { selectedKeys } from './option-item';
import { IRREGULAR_PERIODS_KEY, optionsFor } from './questionnaire-options';
import { toggleOption } from './selection-rules';

describe('gender rules (spec §4, §6)', () => {
  it('"Customer gender changes the questionnaire (male: menses skipped, irregular-periods option hidden)."', () => {
    expect(shouldSkipMenses('male')).toBe(true);
    expect(shouldSkipMenses('female')).toBe(false);
  });

  it('"body: for a male customer the irregular-periods option is removed (7 left)."', () => {
    const male = bodyOptionsFor('male');
    expect(male).toHaveLength(7);
    expect(male.some((item) => item.key === IRREGULAR_PERIODS_KEY)).toBe(false);
    expect(bodyOptionsFor('female')).toEqual(optionsFor('body'));
  });

  it('"On Next, if removed it is re-inserted at index 4 and the answer saved."', () => {
    const answered = [1, 7].reduce(toggleOption, bodyOptionsFor('male'));
    const saved = completeBodyAnswer(answered);
    expect(saved).toHaveLength(8);
    expect(saved[4]).toMatchObject({ key: IRREGULAR_PERIODS_KEY, level: 0 });
    expect(saved.map((item) => item.key)).toEqual(optionsFor('body').map((item) => item.key));
    expect(selectedKeys(saved)).toEqual([1, 7]);
  });

  it("leaves a female customer's full body answer as it is", () => {
    const answered = [5].reduce(toggleOption, bodyOptionsFor('female'));
    expect(completeBodyAnswer(answered)).toEqual(answered);
  });
});
