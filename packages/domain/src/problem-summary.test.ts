import { describe, expect, it } from 'vitest';
import { problemSummary } from './problem-summary';
import { answers } from './test-fixtures';

describe('problem summary (spec §3)', () => {
  it('"Problem summary: concernedQuestions (name of the level-2 item of condition2) and comma-joined names of selected items for the other questionnaires."', () => {
    expect(problemSummary(answers())).toEqual({
      concernedQuestions: '痘痘粉刺',
      questions: '干燥缺水,痘痘粉刺',
      helps: '没有寻求过',
      habits: '卸妆,洁面,爽肤水,乳液,面霜,防晒',
      situations: '熬夜或失眠',
      bodies: '饮食不均衡',
      nursings: '',
      ambitions: '解决皮肤问题',
      concerns: '功效与效果,价格',
      original: '博主推荐',
    });
  });

  it('lists names in the order the page shows them, not the order they were tapped', () => {
    // Sensitivity is shown first on the condition page.
    const summary = problemSummary(answers({ condition: [1, 9], mainConcern: 1, concern: [4, 1] }));
    expect(summary.questions).toBe('敏感泛红,干燥缺水');
    expect(summary.concerns).toBe('功效与效果,价格');
    expect(summary.concernedQuestions).toBe('干燥缺水');
  });
});
