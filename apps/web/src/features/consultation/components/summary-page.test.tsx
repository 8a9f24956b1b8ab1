import { answersFromState, ROUTINE_ITEMS } from '@skinscope/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentRecordIdKey,
  detectListKey,
  readQuestionnaireState,
  setWizardValue,
} from '../../../lib/wizard-state';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { previousConsultationKey } from '../state/previous-consultation';
import { startWizard, storeFemaleAnswers } from '../testing/consultation-fixtures';

beforeEach(() => window.sessionStorage.clear());

const photo = '/home/imagerec/img/31/490000/1764000000000.jpg';
const fullSaves = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/api/customer/record/full');

describe('recommend/summary', () => {
  it('lists the fifteen routine items and saves the record with the answers only', async () => {
    const { requests } = fakeApi({ 'POST /api/customer/record/full': ok(77) });
    signInAs();
    startWizard();
    storeFemaleAnswers();
    setWizardValue(currentRecordIdKey, 77);
    setWizardValue(detectListKey, [{ name: 'yqg', normal: photo, lighting: null }]);
    const { user, router } = renderApp('/recommend/summary');

    expect(await screen.findByRole('heading', { name: '十五式护理' })).toBeInTheDocument();
    expect(document.querySelectorAll('.routine-item')).toHaveLength(15);
    expect(screen.getByText(ROUTINE_ITEMS[14]?.name ?? '')).toBeInTheDocument();
    expect(await screen.findByText('本次检测记录已保存')).toBeInTheDocument();

    const saves = fullSaves(requests);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({
      recordId: 77,
      detectList: [{ name: 'yqg', normal: photo, lighting: null }],
      answers: answersFromState(readQuestionnaireState()),
    });
    // No browser-computed numbers travel: the server derives them from the answers.
    for (const field of ['problem', 'situation', 'steps', 'recommend'])
      expect(saves[0]?.body).not.toHaveProperty(field);

    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend/goods'));
  });

  it('without a photo record says so honestly and saves nothing', async () => {
    const { requests } = fakeApi();
    signInAs();
    startWizard();
    storeFemaleAnswers();
    renderApp('/recommend/summary');
    expect(await screen.findByText('尚未生成本次的拍照记录，检测结果暂未保存')).toBeInTheDocument();
    expect(fullSaves(requests)).toHaveLength(0);
  });

  it('a failed save hides the loading, shows the message and can be retried', async () => {
    let replies = 0;
    const { requests } = fakeApi({
      'POST /api/customer/record/full': () =>
        (replies += 1) === 1 ? fail(400, 'VALIDATION_FAILED', '该页问卷尚未作答') : ok(77),
    });
    signInAs();
    startWizard();
    storeFemaleAnswers();
    setWizardValue(currentRecordIdKey, 77);
    const { user } = renderApp('/recommend/summary');

    expect(await screen.findByText('该页问卷尚未作答')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-spin-fullscreen')).toBeNull());
    await user.click(screen.getByRole('button', { name: '重新保存' }));
    expect(await screen.findByText('本次检测记录已保存')).toBeInTheDocument();
    expect(fullSaves(requests)).toHaveLength(2);
  });

  it('a photo-only visit sends no answers: the server carries the last consultation over', async () => {
    const { requests } = fakeApi({ 'POST /api/customer/record/full': ok(88) });
    signInAs();
    startWizard({}, 'PHOTO_ONLY');
    setWizardValue(currentRecordIdKey, 88);
    setWizardValue(previousConsultationKey, {
      recordId: 70,
      situation: { step: '护肤', pointList: [{ name: '补水保湿', point: 6 }] },
      steps: [],
      recommend: { goods: 'goods-1-1', products: 'basic-hydrate' },
      concern: '干燥缺水',
    });
    renderApp('/recommend/summary');
    expect(await screen.findByText('本次检测记录已保存')).toBeInTheDocument();
    expect(fullSaves(requests)[0]?.body).toEqual({ recordId: 88, detectList: [] });
  });
});
