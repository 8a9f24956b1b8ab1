import { describe, expect, it } from 'vitest';
import { answerProblems, answersFromState, stateFromAnswers } from './answers';
import type { QuestionnaireState } from './answers';
import { bodyOptionsFor, completeBodyAnswer } from './gender-rules';
import { withSelected } from './option-item';
import { optionsFor } from './questionnaire-options';
import { chooseSingle, condition2From, promoteOption } from './selection-rules';
import { answers } from './test-fixtures';

function femaleState(): QuestionnaireState {
  const condition = withSelected(optionsFor('condition'), [1, 8]);
  return {
    condition,
    condition2: promoteOption(condition2From(condition), 8),
    help: withSelected(optionsFor('help'), [1]),
    menses: chooseSingle(optionsFor('menses'), 2),
    habit: withSelected(optionsFor('habit'), [1, 2, 4, 5, 6, 9]),
    situation: withSelected(optionsFor('situation'), [6]),
    body: withSelected(optionsFor('body'), [3]),
    nursing: optionsFor('nursing'),
    ambition: withSelected(optionsFor('ambition'), [1]),
    concern: withSelected(optionsFor('concern'), [1, 4]),
    original: withSelected(optionsFor('original'), [6]),
  };
}

describe("answers from the pages' option lists", () => {
  it('"Selections are kept … under condition, condition2, help, …": turns the lists into selected keys', () => {
    expect(answersFromState(femaleState())).toEqual(answers());
  });

  it('is incomplete until condition2 has a main concern ("Next needs one at level 2")', () => {
    const state = femaleState();
    expect(
      answersFromState({ ...state, condition2: condition2From(state.condition ?? []) }),
    ).toBeNull();
    expect(answersFromState({})).toBeNull();
  });

  it('reads a male body answer saved with the re-inserted option as the same picks', () => {
    const body = completeBodyAnswer(withSelected(bodyOptionsFor('male'), [1, 6]));
    const result = answersFromState({ ...femaleState(), menses: undefined, body });
    expect(result?.body).toEqual([1, 6]);
    expect(result?.menses).toBeNull();
  });
});

describe('answers against the path the customer walked', () => {
  it('accepts a complete first visit', () => {
    expect(answerProblems(answers(), { scanType: 'FULL_SCAN', gender: 'female' })).toEqual([]);
  });

  it('"Questionnaire pages require at least one selection (except situation and nursing)"', () => {
    const sparse = answers({
      help: [],
      habit: [],
      situation: [],
      nursing: [],
      original: [],
      menses: null,
    });
    expect(answerProblems(sparse, { scanType: 'FULL_SCAN', gender: 'female' })).toEqual([
      { page: 'help', problem: 'missing' },
      { page: 'menses', problem: 'missing' },
      { page: 'habit', problem: 'missing' },
      { page: 'original', problem: 'missing' },
    ]);
  });

  it('"male: menses skipped, irregular-periods option hidden"', () => {
    const context = { scanType: 'FULL_SCAN', gender: 'male' } as const;
    expect(answerProblems(answers({ menses: null }), context)).toEqual([]);
    expect(answerProblems(answers({ menses: 1, body: [5] }), context)).toEqual([
      { page: 'menses', problem: 'not-asked' },
      { page: 'body', problem: 'hidden-option' },
    ]);
  });

  it('a re-check (RETRY_SCAN) asks neither help nor the preference pages', () => {
    const context = { scanType: 'RETRY_SCAN', gender: 'female' } as const;
    const retry = answers({ help: [], ambition: [], concern: [], original: [] });
    expect(answerProblems(retry, context)).toEqual([]);
    expect(answerProblems(answers(), context).map((it) => `${it.page}:${it.problem}`)).toEqual([
      'help:not-asked',
      'ambition:not-asked',
      'concern:not-asked',
      'original:not-asked',
    ]);
  });
});

describe("issue 17 #26: a kept answer becomes the pages' state again", () => {
  it('round-trips through the option lists', () => {
    const kept = answers({ condition: [1, 9], mainConcern: 9, menses: 1, body: [5], nursing: [] });
    // Keys come back in display order; an answer is a set of picks.
    const sorted = (value: unknown) =>
      Array.isArray(value) ? [...(value as number[])].sort((a, b) => a - b) : value;
    const normalise = (answer: object | null) =>
      answer &&
      Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, sorted(value)]));
    expect(normalise(answersFromState(stateFromAnswers(kept)))).toEqual(normalise(kept));
  });

  it('keeps a skipped menses page unanswered and the main concern at level 2', () => {
    const kept = answers({ condition: [2, 3], mainConcern: 3, menses: null });
    const state = stateFromAnswers(kept);
    expect(answersFromState(state)?.menses).toBeNull();
    expect(state.condition2.find((item) => item.key === 3)?.level).toBe(2);
    expect(state.condition2.find((item) => item.key === 2)?.level).toBe(1);
  });
});
