import { describe, expect, it } from 'vitest';
import { QuestionnaireAnswersSchema } from './schemas';

const minimal = { condition: [2], mainConcern: 2 };

describe('QuestionnaireAnswersSchema', () => {
  it('accepts selected keys and defaults skipped pages to empty', () => {
    expect(QuestionnaireAnswersSchema.parse(minimal)).toEqual({
      condition: [2],
      mainConcern: 2,
      help: [],
      menses: null,
      habit: [],
      situation: [],
      body: [],
      nursing: [],
      ambition: [],
      concern: [],
      original: [],
    });
  });

  it('"condition: … Next needs at least one"', () => {
    expect(QuestionnaireAnswersSchema.safeParse({ condition: [], mainConcern: 2 }).success).toBe(
      false,
    );
  });

  it('"the main concern is the condition2 item with level 2": it must be one of the picked conditions', () => {
    const result = QuestionnaireAnswersSchema.safeParse({ condition: [2, 3], mainConcern: 9 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['mainConcern']);
    expect(QuestionnaireAnswersSchema.safeParse({ condition: [2] }).success).toBe(false);
  });

  it('refuses keys a page does not have, repeated keys and a third menses answer', () => {
    const bad = [
      { ...minimal, condition: [2, 11] },
      { ...minimal, condition: [2, 2] },
      { ...minimal, habit: [13] },
      { ...minimal, body: [1, 1] },
      { ...minimal, original: [0] },
      { ...minimal, menses: 3 },
      { ...minimal, help: [1.5] },
    ];
    for (const input of bad)
      expect(QuestionnaireAnswersSchema.safeParse(input).success).toBe(false);
  });
});
