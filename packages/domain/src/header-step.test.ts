import { describe, expect, it } from 'vitest';
import { headerStepFor } from './header-step';

describe('header step by route (spec §2, DECISIONS "Routes")', () => {
  it('"introduce and about show step 1; every `collection/*` page shows 2."', () => {
    expect(headerStepFor('introduce')).toBe(1);
    expect(headerStepFor('/about')).toBe(1);
    for (const page of ['condition', 'condition2', 'menses', 'original', 'evaluate', 'selector']) {
      expect(headerStepFor(`/collection/${page}`)).toBe(2);
    }
  });

  it('"picture steps 3"', () => {
    expect(headerStepFor('/picture/index')).toBe(3);
    expect(headerStepFor('/picture/step/one')).toBe(3);
    expect(headerStepFor('/picture/infinite/12/0')).toBe(3);
  });

  it('"analyse/expect and analyse/result 4"', () => {
    expect(headerStepFor('analyse/expect')).toBe(4);
    expect(headerStepFor('analyse/result')).toBe(4);
  });

  it('"recommend/step, result, help, all, special 5; recommend/summary and recommend/goods 6"', () => {
    for (const page of ['step', 'result', 'help', 'all'])
      expect(headerStepFor(`recommend/${page}`)).toBe(5);
    expect(headerStepFor('/recommend/special?key=basic-cleanse')).toBe(5);
    expect(headerStepFor('recommend/summary')).toBe(6);
    expect(headerStepFor('/recommend/goods/')).toBe(6);
  });

  it('shows no step outside the consultation', () => {
    for (const path of [
      '',
      '/',
      'login',
      'query',
      '/query/list',
      'example/excellent',
      'user/list',
      'recommend',
      'recommend/stepx',
      'introduced',
    ]) {
      expect(headerStepFor(path)).toBe(0);
    }
  });
});
