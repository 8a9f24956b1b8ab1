import { DETECT_DIMENSIONS, type RetestPair } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, enter, fastUser, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-app';
import { fakeCalibrationStation } from '../../../test/fake-calibration-station';
import { CalibrationPage } from './calibration-page';

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

function renderPage(reply: RetestPair) {
  const api = fakeApi({
    'GET /api/calibration': ok([]),
    'GET /api/store': ok([]),
    'POST /api/retest-pairs': ok(reply),
  });
  renderScreen(<CalibrationPage Station={FakeStation} />, '/admin/calibration');
  return { ...api, user: fastUser() };
}

const posts = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/retest-pairs');

describe('重复性测量 on the calibration screen', { timeout: SLOW_UI_MS }, () => {
  it('takes a part twice with the microscope put back between, and sends the pair', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    const { requests, user } = renderPage(pair());
    await user.click(await screen.findByText('重复性测量', { selector: '.ant-segmented *' }));
    expect(screen.getByText('这里不关联顾客，照片保存在公司名下。')).toBeVisible();
    expect(screen.getByRole('button', { name: /开始校准/, hidden: true })).not.toBeVisible();

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
    await user.click(await screen.findByText('重复性测量', { selector: '.ant-segmented *' }));
    await enter(user, screen.getByRole('combobox', { name: '拍摄部位' }), '下巴');
    await user.click(
      await screen.findByText('下巴', { selector: '.ant-select-item-option-content' }),
    );
    for (const step of [/下一步/, /提\s*交/]) {
      await user.click(screen.getByRole('button', { name: '拍常光' }));
      await user.click(screen.getByRole('button', { name: '拍偏振光' }));
      await user.click(screen.getByRole('button', { name: step }));
    }
    expect(
      await screen.findByText('第二次拍摄未通过照片检查，这一对计入“照片未通过”。'),
    ).toBeVisible();
  });
});
