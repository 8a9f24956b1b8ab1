import type { ScanRecord } from '@skinscope/contracts';
import {
  QUESTIONNAIRE_PAGES,
  QuestionnaireAnswersSchema,
  stateFromAnswers,
  USUAL_SKIN_STATE,
} from '@skinscope/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  answerKey,
  currentRecordIdKey,
  detectListKey,
  getWizardValue,
  setWizardValue,
} from '../../../lib/wizard-state';
import { fastUser } from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { emptyScanRecord, signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { fakeMedia } from '../test-media';
import {
  photoFile,
  startWizard,
  uploadOk,
  storedPhoto as photo,
  storedUrl as url,
  storeThreeSteps,
  setUpPhotoScreenTests,
} from '../test-pages';
import { FIRST_VISIT_ANSWERS } from '@skinscope/domain/testing';

vi.mock('../lib/frame', async () => (await import('../test-frame')).fakeFrame('none'));

setUpPhotoScreenTests(() => fakeMedia([]));

const posts = (requests: FakeRequest[]) =>
  requests.filter(
    (request) => request.method === 'POST' && request.path === '/api/customer/record',
  );

describe('analyse/expect', () => {
  it('saves the record with the photos on arrival, stores its id, then goes on', async () => {
    signInAs({ scope: 'cgo', fullName: '王小美' });
    startWizard();
    storeThreeSteps({ chinPolarised: false });
    setWizardValue(currentRecordIdKey, 5);
    let answer: (response: Response) => void = () => undefined;
    const { requests } = fakeApi({
      'POST /api/customer/record': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = fastUser();
    const { router } = renderApp('/analyse/expect');
    expect(await screen.findByText('护理后的预期效果？')).toBeInTheDocument();
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    // The stored id is removed while saving, the DetectList built.
    expect(getWizardValue(currentRecordIdKey)).toBeNull();
    expect(getWizardValue(detectListKey)).toEqual([
      { name: 'yqg', normal: url(1), lighting: url(2) },
      { name: 'zlj', normal: url(3), lighting: url(4) },
      { name: 'xb', normal: url(5), lighting: null },
    ]);
    expect(posts(requests)[0]?.body).toEqual({
      recordId: 5,
      recCustomerId: 31,
      recUserName: '王小美',
      scanType: 'FULL_SCAN',
      scan: {
        photos: [
          { part: 'yqg', position: 0, ...photo('normal', 1) },
          { part: 'yqg', position: 0, ...photo('lighting', 2) },
          { part: 'zlj', position: 1, ...photo('normal', 3) },
          { part: 'zlj', position: 1, ...photo('lighting', 4) },
          { part: 'xb', position: 2, ...photo('normal', 5) },
        ],
      },
    });
    // Next is ignored while busy.
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    expect(router.state.location.pathname).toBe('/analyse/expect');

    answer(ok(5));
    await waitFor(() => expect(getWizardValue(currentRecordIdKey)).toBe(5));

    // Three parts on the left, the chosen one large on the right.
    const chin = screen.getByRole('button', { name: /下巴/ });
    await user.click(chin);
    expect(chin).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: '下巴' })).toBeInTheDocument();
    expect(screen.getAllByText('未拍摄').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '查看常光照片' }));
    expect(await screen.findByAltText('大图')).toHaveAttribute('src', url(5));
    await user.click(screen.getByAltText('大图'));

    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyse/result'));
  });

  it('issue 17 #26: the record keeps the answers, so that an interrupted visit can be resumed', async () => {
    signInAs();
    startWizard();
    storeThreeSteps({ chinPolarised: false });
    const answers = FIRST_VISIT_ANSWERS;
    const state = stateFromAnswers(QuestionnaireAnswersSchema.parse(answers));
    for (const page of QUESTIONNAIRE_PAGES) setWizardValue(answerKey(page), state[page]);
    const { requests } = fakeApi({ 'POST /api/customer/record': ok(89) });
    renderApp('/analyse/expect');
    await waitFor(() => expect(getWizardValue(currentRecordIdKey)).toBe(89));
    const sent = (posts(requests)[0]?.body as { answers: typeof answers }).answers;
    expect(sent).toMatchObject({ mainConcern: 9, menses: 1, body: [5] });
    expect([...sent.condition].sort()).toEqual([1, 9]);
  });

  it('a first arrival creates the record; a photo-only visit goes on to recommend/result', async () => {
    signInAs({ scope: 'skinworker', fullName: null, mobile: '13900000007' });
    startWizard({}, 'PHOTO_ONLY');
    storeThreeSteps({ chinPolarised: false });
    const { requests } = fakeApi({ 'POST /api/customer/record': ok(88) });
    const user = fastUser();
    const { router } = renderApp('/analyse/expect');
    await waitFor(() => expect(getWizardValue(currentRecordIdKey)).toBe(88));
    expect(posts(requests)[0]?.body).toMatchObject({
      recordId: 0,
      recCustomerId: 'skinworker31',
      recUserName: '13900000007',
      scanType: 'PHOTO_ONLY',
    });
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend/result'));
  });

  it('a failed save says why and offers to retry; Next waits for it', async () => {
    signInAs();
    startWizard();
    storeThreeSteps({ chinPolarised: false });
    let calls = 0;
    const { requests } = fakeApi({
      'POST /api/customer/record': () =>
        (calls += 1) === 1 ? fail(404, 'NOT_FOUND', '内容不存在或无权查看') : ok(9),
    });
    const user = fastUser();
    const { router } = renderApp('/analyse/expect');
    expect(await screen.findByText('内容不存在或无权查看')).toBeInTheDocument();
    expect(screen.getByText('检测记录保存失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    expect(router.state.location.pathname).toBe('/analyse/expect');
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(getWizardValue(currentRecordIdKey)).toBe(9));
    expect(posts(requests)).toHaveLength(2);
  });
});

function record(overrides: Partial<ScanRecord> = {}): ScanRecord {
  return emptyScanRecord({
    id: 44,
    customerId: 31,
    created: '2026-11-02T08:00:00.000Z',
    scanType: 'PHOTO_ONLY',
    detectList: [
      { name: 'yqg', normal: url(1), lighting: url(2) },
      { name: 'zlj', normal: url(3), lighting: url(4) },
    ],
    ...overrides,
  });
}

describe('picture/infinite', () => {
  it('a record that cannot be loaded: toast, then back to query', async () => {
    signInAs();
    fakeApi({ 'GET /api/customer/44/detail': fail(404, 'NOT_FOUND', '内容不存在或无权查看') });
    const { router } = renderApp('/picture/infinite/44/0');
    expect(await screen.findByText('内容不存在或无权查看')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/query'));
  });

  it('save and continue saves the position and opens the next one', async () => {
    signInAs();
    const saved = [...record().detectList, { name: 'xb', normal: null, lighting: url(9) }];
    const { requests } = fakeApi({
      'GET /api/customer/44/detail': ok({ ...record(), photos: [] }),
      'POST /server/imageb64': uploadOk,
      'PUT /api/customer/44/detect': ok(saved),
    });
    const user = fastUser();
    const { router } = renderApp('/picture/infinite/44/2');
    expect(
      await screen.findByText('正在拍摄第 3 个部位，本次检测已保存 2 个部位'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    expect(await screen.findByText('请先拍摄该部位')).toBeInTheDocument();

    // Parts already photographed in this record are not offered again.
    expect(screen.getByRole('radio', { name: '左脸颊' })).toBeDisabled();
    await user.click(screen.getAllByRole('button', { name: /图片上传/ })[0] as HTMLElement);
    expect(await screen.findByText('请先选择部位')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '下巴' }));
    await user.upload(screen.getByTestId('photo-file-lighting'), photoFile());
    expect(await screen.findByText('图片上传成功')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/infinite/44/3'));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.query.get('position')).toBe('2');
    expect(put?.body).toEqual({
      name: 'xb',
      normal: null,
      lighting: expect.stringMatching(/^\/home\/imagerec\/img\/31\/\d+\/\d{13}\.jpg$/),
      // Untouched switches record the usual state (issue 19 #7).
      skinState: USUAL_SKIN_STATE,
    });
    // The next position starts empty, counting the part just saved.
    expect(
      await screen.findByText('正在拍摄第 4 个部位，本次检测已保存 3 个部位'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '下巴' })).toBeDisabled();
  });

  it('issue 17 #27: two rapid clicks on 保存并继续 save the position once', async () => {
    signInAs();
    let answer: (response: Response) => void = () => undefined;
    const saved = [...record().detectList, { name: 'xb', normal: url(8), lighting: url(9) }];
    const { requests } = fakeApi({
      'GET /api/customer/44/detail': ok({
        ...record(),
        detectList: [...record().detectList, { name: 'xb', normal: url(8), lighting: url(9) }],
        photos: [],
      }),
      'PUT /api/customer/44/detect': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderApp('/picture/infinite/44/2');
    expect(await screen.findByRole('radio', { name: '下巴' })).toBeChecked();
    const button = screen.getByRole('button', { name: '保存并继续' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: '保存并结束' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1),
    );
    answer(ok(saved));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/infinite/44/3'));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('save and stop saves and opens the customer’s detail with the scope', async () => {
    signInAs({ scope: 'reach' });
    startWizard({ id: 31, scope: 'cgo' });
    const { requests } = fakeApi({
      'GET /api/customer/44/detail': ok({ ...record(), photos: [] }),
      'PUT /api/customer/44/detect': ok(record().detectList),
      'GET /api/customer/31': fail(404, 'NOT_FOUND', '内容不存在或无权查看'),
    });
    const user = fastUser();
    const { router } = renderApp('/picture/infinite/44/1');
    // Coming back to a saved position shows what it holds.
    expect(await screen.findByRole('radio', { name: '左脸颊' })).toBeChecked();
    expect(screen.getByAltText('偏振光照片')).toHaveAttribute('src', url(4));
    await user.click(screen.getByRole('button', { name: '保存并结束' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/query/detail/31'));
    expect(router.state.location.search).toBe('?scope=cgo');
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'zlj',
      normal: url(3),
      lighting: url(4),
      skinState: USUAL_SKIN_STATE,
    });
  });

  it('issue 19 #7: a photo-only visit sets its skin state here and saves it with the part', async () => {
    signInAs();
    const { requests } = fakeApi({
      'GET /api/customer/44/detail': ok({ ...record(), photos: [] }),
      'PUT /api/customer/44/detect': ok(record().detectList),
    });
    const user = fastUser();
    renderApp('/picture/infinite/44/1');
    const group = await screen.findByRole('region', { name: '拍摄前皮肤状态' });
    const removed = within(group).getByRole('switch', { name: '已卸妆' });
    expect(removed).toBeChecked();
    expect(within(group).getByRole('switch', { name: '今日已用护肤品' })).not.toBeChecked();
    await user.click(removed);
    await user.click(within(group).getByRole('switch', { name: '今日已用护肤品' }));
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        name: 'zlj',
        normal: url(3),
        lighting: url(4),
        skinState: { makeupRemoved: false, cleansedRecently: false, productsToday: true },
      }),
    );
  });

  it('issue 19 #7: a resumed photo-only visit shows the state its record holds', async () => {
    signInAs();
    const recorded = { makeupRemoved: false, cleansedRecently: true, productsToday: false };
    const { requests } = fakeApi({
      'GET /api/customer/44/detail': ok({ ...record({ skinState: recorded }), photos: [] }),
      'PUT /api/customer/44/detect': ok(record().detectList),
    });
    const user = fastUser();
    renderApp('/picture/infinite/44/1');
    const group = await screen.findByRole('region', { name: '拍摄前皮肤状态' });
    expect(within(group).getByRole('switch', { name: '已卸妆' })).not.toBeChecked();
    expect(within(group).getByRole('switch', { name: '30 分钟内洁面' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '保存并继续' }));
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
        skinState: recorded,
      }),
    );
  });
});
