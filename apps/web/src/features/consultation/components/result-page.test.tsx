import { answersFromState, computeConsultation, toRecordFields } from '@skinscope/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readQuestionnaireState, setWizardValue } from '../../../lib/wizard-state';
import { fakeApi } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { previousConsultationKey } from '../state/previous-consultation';
import { startWizard, storeAnswer, storeFemaleAnswers } from '../testing/consultation-fixtures';

beforeEach(() => window.sessionStorage.clear());

function expectedResult() {
  const answers = answersFromState(readQuestionnaireState());
  if (!answers) throw new Error('incomplete answers');
  return computeConsultation(answers);
}

describe('analyse/result', () => {
  it('shows the domain scores as 0–10 sliders at 47.5 px a point, and the active phase', async () => {
    fakeApi();
    signInAs();
    startWizard();
    storeFemaleAnswers();
    const expected = expectedResult();
    const { user, router } = renderApp('/analyse/result');

    expect(await screen.findByText('您的皮肤分析结果')).toBeInTheDocument();
    const meters = screen.getAllByRole('meter');
    expect(meters).toHaveLength(8);
    expect(
      meters.map((meter) => [
        meter.getAttribute('aria-label'),
        meter.getAttribute('aria-valuenow'),
      ]),
    ).toEqual(expected.scores.map((score) => [score.name, String(score.score)]));
    const first = meters[0]?.parentElement;
    expect(first?.style.getPropertyValue('--score-track')).toBe('475px');
    expect(first?.style.getPropertyValue('--score-fill')).toBe(
      `${(expected.scores[0]?.score ?? 0) * 47.5}px`,
    );
    // Sensitivity (key 9) was picked: the repair phase is the active one.
    const current = document.querySelectorAll('[aria-current="step"].phase');
    expect([...current].map((node) => node.querySelector('strong')?.textContent)).toEqual([
      '修损阶段当前',
    ]);

    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend/step'));
  });

  it.each([
    [1, '8'],
    [2, '6'],
  ])(
    'menses option %i gives oil control %s for oily skin (+2 only for the first)',
    async (menses, oil) => {
      fakeApi();
      signInAs();
      startWizard();
      storeFemaleAnswers();
      storeAnswer('condition', [2]);
      storeAnswer('condition2', [2], 2);
      storeAnswer('menses', [menses]);
      renderApp('/analyse/result');
      expect(await screen.findByRole('meter', { name: '控油平衡' })).toHaveAttribute(
        'aria-valuenow',
        oil,
      );
    },
  );

  it('says the questionnaire is unfinished instead of inventing scores', async () => {
    fakeApi();
    signInAs();
    startWizard();
    storeAnswer('condition', [1]);
    renderApp('/analyse/result');
    expect(await screen.findByText('问卷尚未完成')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('a photo-only visit shows the situation stored on the latest record', async () => {
    fakeApi();
    signInAs();
    startWizard({}, 'PHOTO_ONLY');
    const stored = toRecordFields(expectedResultFor([5]));
    window.sessionStorage.removeItem('skinscope.wizard.condition');
    setWizardValue(previousConsultationKey, {
      recordId: 90,
      situation: {
        ...stored.situation,
        pointList: stored.situation.pointList.map((p, i) => ({ ...p, point: i })),
      },
      steps: stored.steps,
      recommend: stored.recommend,
      concern: '色斑',
    });
    renderApp('/analyse/result');
    const meters = await screen.findAllByRole('meter');
    expect(meters.map((meter) => meter.getAttribute('aria-valuenow'))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(document.querySelector('[aria-current="step"].phase strong')?.textContent).toBe(
      '美肤阶段当前',
    );
  });
});

function expectedResultFor(conditions: number[]) {
  storeFemaleAnswers();
  storeAnswer('condition', conditions);
  storeAnswer('condition2', conditions, conditions[0]);
  return expectedResult();
}
