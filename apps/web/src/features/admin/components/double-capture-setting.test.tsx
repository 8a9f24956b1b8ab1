import type { CompanySettings } from '@skinscope/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-app';
import { RepeatabilityPage } from './repeatability-page';

allowSlowUi();

describe('issue 32 #4: 每个部位拍两次取平均 on 设备重复性', { timeout: SLOW_UI_MS }, () => {
  it('explains the setting, off by default, and turns it on for the company', async () => {
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: null });
    const { requests } = fakeApi({
      'GET /api/retest-devices': ok([]),
      'PUT /api/company-settings': (request) =>
        ok({
          doubleCapture: (request.body as { doubleCapture: boolean }).doubleCapture,
          retentionMonths: 36,
          updatedByName: '张店长',
          updatedAt: '2026-11-29T06:00:00.000Z',
        } satisfies CompanySettings),
    });
    const { user } = renderScreen(<RepeatabilityPage />, '/admin/repeatability');

    const setting = await screen.findByRole('switch', { name: '每个部位拍两次取平均' });
    await waitFor(() => expect(setting).toBeEnabled());
    expect(setting).not.toBeChecked();
    expect(
      screen.getByText(/每次检测多花约一分钟，分数更稳定，波动范围缩小约三成（÷√2）/),
    ).toBeVisible();
    // The device cards' explanation still follows.
    expect(screen.getByText('还没有显微镜的重复性数据')).toBeVisible();

    await user.click(setting);
    await waitFor(() => expect(setting).toBeChecked());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ doubleCapture: true });
    expect(await screen.findByText(/张店长 于 2026-11-29 \d\d:00 修改/)).toBeVisible();
  });
});
