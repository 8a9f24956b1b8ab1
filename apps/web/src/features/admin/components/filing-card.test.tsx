import type { FilingStatus } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

allowSlowUi();

function status(overrides: Partial<FilingStatus> = {}): FilingStatus {
  return {
    total: 1_234,
    companies: [
      { scope: 'reach', ownerId: 3, name: '丽肤集团', customers: 1_200 },
      { scope: 'cgo', ownerId: 7, name: null, customers: 34 },
    ],
    level: 'none',
    warningAt: 80_000,
    dutyAt: 100_000,
    crossedAt: null,
    workingDays: 30,
    ...overrides,
  };
}

const filingCalls = (requests: { path: string }[]) =>
  requests.filter((request) => request.path === '/api/admin/filing-threshold');

describe('issue 34 #4: the filing threshold', { timeout: SLOW_UI_MS }, () => {
  it('操作日志 shows customers with photos per company and in all; no banner below 80,000', async () => {
    fakeApi({ 'GET /api/audit': ok([]), 'GET /api/admin/filing-threshold': ok(status()) });
    signInAs({ role: 'admin' });
    renderApp('/admin/audit');
    const card = (await screen.findByText('人脸信息备案')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('1,234')).toBeInTheDocument();
    expect(within(card).getByText('提醒线 80,000 人 · 备案标准 100,000 人')).toBeInTheDocument();
    expect(within(card).getByText('尚未达到备案标准')).toBeInTheDocument();
    const row = within(card).getByText('丽肤集团').closest('tr') as HTMLElement;
    expect(within(row).getByText('连锁企业')).toBeInTheDocument();
    expect(within(row).getByText('1,200')).toBeInTheDocument();
    expect(within(card).getByText('（账号已删除）')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns the administrator from 80,000 on every admin screen', async () => {
    fakeApi({
      'GET /api/store': ok([]),
      'GET /api/company': ok([]),
      'GET /api/admin/filing-threshold': ok(status({ total: 81_500, level: 'warning' })),
    });
    signInAs({ role: 'admin' });
    renderApp('/admin/stores');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('已有 81,500 位顾客存有照片，接近 100,000 人的备案标准');
    expect(alert).toHaveTextContent('30 个工作日内向省级网信部门备案');
  });

  it('at 100,000 names the duty, the law and the day the threshold was crossed', async () => {
    fakeApi({
      'GET /api/audit': ok([]),
      'GET /api/admin/filing-threshold': ok(
        status({ total: 100_020, level: 'duty', crossedAt: '2026-03-01T04:00:00.000Z' }),
      ),
    });
    signInAs({ role: 'admin' });
    renderApp('/admin/audit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('存有照片的顾客已达 100,000 人：须向省级网信部门备案');
    expect(alert).toHaveTextContent(
      '2026-03-01 达到备案标准。依《人脸识别技术应用安全管理办法》，须自该日起 30 个工作日内向省级网信部门备案。',
    );
    expect(await screen.findByText('2026-03-01 达到备案标准')).toBeInTheDocument();
  });

  it('a store manager on the calibration screen is not asked about it', async () => {
    const { requests } = fakeApi({ 'GET /api/calibration': ok([]) });
    signInAs({ role: 'staff', companyUserId: null, scope: 'cgo' });
    renderApp('/admin/calibration');
    await screen.findByRole('tab', { name: /显微镜校准/ });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(filingCalls(requests)).toEqual([]);
  });
});
