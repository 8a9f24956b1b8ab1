import { DETECT_DIMENSIONS, RETEST_CONSENT_TEXTS, type RetestPair } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, enter, fastUser, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-app';
import { fakeCalibrationStation } from '../../../test/fake-calibration-station';
import { RetestPage } from './retest-page';

allowSlowUi();

const DEVICE = 'USB2.0 PC CAMERA (eb1a:5304)';
const HELD = { exposureMode: 'manual', exposureTime: 333 } as const;

const FakeStation = fakeCalibrationStation(DEVICE, HELD);

// Every dimension has a score, or null (the contract's record names them all).
const scores = Object.fromEntries(
  DETECT_DIMENSIONS.map((dimension) => [dimension, 50]),
) as RetestPair['test']['scores'];
const capture: RetestPair['test'] = { accepted: true, scores, reasons: [] };
function pair(overrides: Partial<RetestPair> = {}): RetestPair {
  return {
    id: 9,
    deviceLabel: DEVICE,
    part: 'zlj',
    calibrationId: null,
    storeId: null,
    userName: '周晴',
    customerId: null,
    createdAt: '2026-11-20T02:30:00.000Z',
    engineVersion: '1',
    accepted: true,
    test: capture,
    retest: capture,
    ...overrides,
  };
}

const CUSTOMER = { id: 41, fullName: '陈思雨' };

/** 重复性测量 as a capture screen opens it (the part and the customer in the navigation's state). */
function renderPage(reply: RetestPair, from?: { part?: string; customer?: typeof CUSTOMER }) {
  const api = fakeApi({ 'POST /api/retest-pairs': ok(reply) });
  renderScreen(<RetestPage Station={FakeStation} />, '/retest', from);
  return { ...api, user: fastUser() };
}

/** Both lights, then the step's button: 下一步 after the first capture, 提交 after the second. */
async function captureThen(user: ReturnType<typeof fastUser>, step: RegExp) {
  await user.click(screen.getByRole('button', { name: '拍常光' }));
  await user.click(screen.getByRole('button', { name: '拍偏振光' }));
  await user.click(screen.getByRole('button', { name: step }));
}

const posts = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/retest-pairs');

describe('重复性测量', { timeout: SLOW_UI_MS }, () => {
  it('takes a part twice with the microscope put back between, and sends the pair', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    const { requests, user } = renderPage(pair());
    expect(await screen.findByText('这里不关联顾客，照片保存在公司名下。')).toBeVisible();
    // Opened without a capture screen behind it: nothing to go back to.
    expect(screen.queryByRole('button', { name: /返回拍摄/ })).not.toBeInTheDocument();

    // A part first, then both lights: each step says what is missing.
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请先选择拍摄部位')).toBeVisible();
    await enter(user, screen.getByRole('combobox', { name: '拍摄部位' }), '左脸颊');
    await user.click(
      await screen.findByText('左脸颊', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请拍齐常光和偏振光两张照片')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '拍常光' }));
    await user.click(screen.getByRole('button', { name: '拍偏振光' }));
    await user.click(screen.getByRole('button', { name: /下一步/ }));

    // The second capture starts empty, after the microscope is lifted and put back.
    expect(await screen.findByText('请移开显微镜，再放回同一位置')).toBeVisible();
    expect(screen.getByText('第二次拍摄')).toBeVisible();
    expect(screen.getByRole('button', { name: '拍常光' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请拍齐常光和偏振光两张照片')).toBeVisible();
    expect(posts(requests)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '拍常光' }));
    await user.click(screen.getByRole('button', { name: '拍偏振光' }));
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));

    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    const form = posts(requests)[0]!.body as FormData;
    expect(form.get('deviceLabel')).toBe(DEVICE);
    expect(form.get('part')).toBe('zlj');
    expect(form.get('customerId')).toBeNull();
    expect(JSON.parse(String(form.get('cameraSettings')))).toEqual(HELD);
    const photos = ['testNormal', 'testPolarised', 'retestNormal', 'retestPolarised'].map(
      (name) => form.get(name) as Blob,
    );
    const texts = await Promise.all(photos.map((photo) => photo.text()));
    expect(texts.map((text) => text.split(' ')[0])).toEqual([
      'normal',
      'lighting',
      'normal',
      'lighting',
    ]);
    // Four distinct photos: the second capture is not the first one sent twice.
    expect(new Set(texts).size).toBe(4);

    const saved = (await screen.findByText('已保存一对重复性测量')).closest(
      '.ant-alert',
    ) as HTMLElement;
    expect(within(saved).getByText(/两次拍摄均通过照片检查/)).toBeVisible();
    expect(within(saved).getByRole('link', { name: '查看设备重复性' })).toHaveAttribute(
      'href',
      '/admin/repeatability',
    );
    // Ready for the next pair, on the same part.
    expect(screen.getByText('第一次拍摄')).toBeVisible();
    expect(screen.getByRole('button', { name: '拍常光' })).toBeInTheDocument();
  });

  it('says which capture the photo checks refused', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    const refused = { ...capture, accepted: false };
    const { user } = renderPage(pair({ accepted: false, retest: refused }));
    await enter(user, await screen.findByRole('combobox', { name: '拍摄部位' }), '下巴');
    await user.click(
      await screen.findByText('下巴', { selector: '.ant-select-item-option-content' }),
    );
    await captureThen(user, /下一步/);
    await captureThen(user, /提\s*交/);
    expect(
      await screen.findByText('第二次拍摄未通过照片检查，这一对计入“照片未通过”。'),
    ).toBeVisible();
  });

  it("from a customer's capture screen, keeps the pair with her only when she agreed", async () => {
    // A staff member who takes photos: no 设备重复性 for her (those who calibrate read it).
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: 7, canScan: true });
    const { requests, user } = renderPage(pair({ part: 'yqg' }), {
      part: 'yqg',
      customer: CUSTOMER,
    });
    expect(await screen.findByRole('button', { name: /返回拍摄/ })).toBeInTheDocument();
    // The part under the microscope is already chosen; her consent is asked with its full text.
    expect(
      screen.getByRole('combobox', { name: '拍摄部位' }).closest('.ant-select'),
    ).toHaveTextContent('右颧骨');
    const consent = screen.getByRole('checkbox', { name: /陈思雨 已阅读并同意/ });
    expect(screen.getByText(RETEST_CONSENT_TEXTS['retest-v1-2026-12'])).toBeVisible();
    expect(screen.getByText('未勾选时，照片不关联顾客，只保存在公司名下。')).toBeVisible();

    // Without her agreement the pair names nobody.
    await captureThen(user, /下一步/);
    await captureThen(user, /提\s*交/);
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]!.body).toSatisfy(
      (form: FormData) => form.get('customerId') === null && form.get('consentVersion') === null,
    );
    const saved = (await screen.findByText('已保存一对重复性测量')).closest(
      '.ant-alert',
    ) as HTMLElement;
    expect(within(saved).queryByRole('link', { name: '查看设备重复性' })).not.toBeInTheDocument();

    // With it, the pair is kept with her, under the text's version.
    await user.click(consent);
    expect(screen.getByText('照片将与 陈思雨 的档案关联保存，她可随时要求删除。')).toBeVisible();
    await captureThen(user, /下一步/);
    // Fixed once the first capture is taken: the pair is sent as it was agreed.
    expect(consent).toBeDisabled();
    await captureThen(user, /提\s*交/);
    await waitFor(() => expect(posts(requests)).toHaveLength(2));
    const form = posts(requests)[1]!.body as FormData;
    expect(form.get('customerId')).toBe('41');
    expect(form.get('consentVersion')).toBe('retest-v1-2026-12');
    expect(form.get('part')).toBe('yqg');
  });
});
