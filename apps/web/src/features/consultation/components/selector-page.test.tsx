import { answersFromState, computeConsultation, toRecordFields } from '@skinscope/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerKey,
  currentRecordIdKey,
  getWizardValue,
  readQuestionnaireState,
  setWizardValue,
} from '../../../lib/wizard-state';
import { readWizardScanType } from '../../../lib/wizard-customer';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { previousConsultationKey } from '../state/previous-consultation';
import {
  makeRecord,
  startWizard,
  storeAnswer,
  storeFemaleAnswers,
} from '../testing/consultation-fixtures';

beforeEach(() => window.sessionStorage.clear());

/** A stored consultation as the server saved it, its recommend strings wrapped in quotes. */
function savedConsultation() {
  storeFemaleAnswers();
  const answers = answersFromState(readQuestionnaireState());
  if (!answers) throw new Error('incomplete answers');
  window.sessionStorage.clear();
  const fields = toRecordFields(computeConsultation(answers));
  return {
    ...fields,
    recommend: {
      goods: `"${fields.recommend.goods}"`,
      products: `“${fields.recommend.products.replace(',', "','")}”`,
    },
    expected: fields,
  };
}

describe('selector 是', () => {
  it('sets RETRY_SCAN, clears the stored answers and opens the questionnaire', async () => {
    fakeApi();
    signInAs();
    startWizard();
    storeAnswer('condition', [1]);
    setWizardValue(currentRecordIdKey, 12);
    const { user, router } = renderApp('/collection/selector');
    await user.click(await screen.findByRole('button', { name: /是，需求有变化/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/condition'));
    expect(readWizardScanType()).toBe('RETRY_SCAN');
    expect(getWizardValue(answerKey('condition'))).toBeNull();
    expect(getWizardValue(currentRecordIdKey)).toBeNull();
  });
});

describe('selector 否', () => {
  it('reuses the latest consultation, creates a PHOTO_ONLY record and opens its capture', async () => {
    const saved = savedConsultation();
    const { requests } = fakeApi({
      'GET /api/customer/record': ok([
        makeRecord({
          id: 91,
          detectList: [{ name: 'yqg', normal: null, lighting: null }],
          problem: { concernedQuestions: '敏感泛红' },
          situation: saved.situation,
          steps: saved.steps,
          recommend: saved.recommend,
        }),
        makeRecord({ id: 80 }),
      ]),
      'POST /api/customer/record': ok(123),
    });
    signInAs({ scope: 'cgo', fullName: '王小美' });
    startWizard({ id: 31 });
    storeAnswer('condition', [1]);
    const { user, router } = renderApp('/collection/selector');
    await user.click(await screen.findByRole('button', { name: /否，需求没有变化/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/infinite/123/0'));
    const list = requests.find((request) => request.path === '/api/customer/record');
    expect(list?.query.get('recCustomerId')).toBe('31');
    const created = requests.find((request) => request.method === 'POST');
    expect(created?.body).toEqual({
      recordId: 0,
      recCustomerId: 31,
      recUserName: '王小美',
      scanType: 'PHOTO_ONLY',
      scan: { photos: [] },
    });
    expect(readWizardScanType()).toBe('PHOTO_ONLY');
    expect(getWizardValue(currentRecordIdKey)).toBe(123);
    expect(getWizardValue(answerKey('condition'))).toBeNull();
    expect(getWizardValue(previousConsultationKey)).toEqual({
      recordId: 91,
      situation: saved.expected.situation,
      steps: saved.expected.steps,
      recommend: saved.expected.recommend,
      concern: '敏感泛红',
    });
  });

  it('a customer without records is told so and nothing is created', async () => {
    const { requests } = fakeApi({ 'GET /api/customer/record': ok([]) });
    signInAs();
    startWizard();
    const { user, router } = renderApp('/collection/selector');
    await user.click(await screen.findByRole('button', { name: /否，需求没有变化/ }));
    expect(await screen.findByText('没有找到该顾客的检测记录')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(router.state.location.pathname).toBe('/collection/selector');
  });

  it('issue 17 #25: records without a consultation still lead to a photo-only visit, and say so', async () => {
    const { requests } = fakeApi({
      'GET /api/customer/record': ok([makeRecord()]),
      'POST /api/customer/record': ok(124),
    });
    signInAs();
    startWizard();
    const { user, router } = renderApp('/collection/selector');
    await user.click(await screen.findByRole('button', { name: /否，需求没有变化/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/infinite/124/0'));
    expect(await screen.findByText(/本次只保存照片/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(getWizardValue(previousConsultationKey)).toBeNull();
  });
});
