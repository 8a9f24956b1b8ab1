import type { RetentionOverview } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-app';
import { RetentionPage } from './retention-page';

allowSlowUi();

const overview = (months: number): RetentionOverview => ({
  retentionMonths: months,
  changedByName: '王管理',
  changedAt: '2026-11-20T02:00:00.000Z',
  dueNow: 2,
  heldByRequest: 1,
  heldByStudy: 3,
  upcoming: {
    days: 30,
    total: 2,
    stores: [{ storeId: 7, storeName: '静安寺店', customers: 2 }],
    customers: [
      {
        id: 1,
        name: '吴倩',
        storeName: '静安寺店',
        lastVisitAt: '2023-12-01T02:00:00.000Z',
        expiresAt: '2026-12-01T02:00:00.000Z',
      },
      {
        id: 2,
        name: null,
        storeName: '静安寺店',
        lastVisitAt: '2023-12-04T02:00:00.000Z',
        expiresAt: '2026-12-04T02:00:00.000Z',
      },
    ],
  },
  runs: [
    {
      runId: 4,
      at: '2026-11-28T18:00:00.000Z',
      customers: 23,
      photos: 46,
      analyses: 23,
      objects: 69,
    },
  ],
});

describe('issue 34 #2: 照片保存期', { timeout: SLOW_UI_MS }, () => {
  it('shows the period, the dry run with names only where allowed, and the deletions; saves a new period', async () => {
    signInAs({ role: 'admin', scope: 'cgo', companyUserId: 10 });
    let months = 36;
    const { requests } = fakeApi({
      'GET /api/admin/retention': () => ok(overview(months)),
      'PUT /api/company-settings': (request) => {
        months = (request.body as { retentionMonths: number }).retentionMonths;
        return ok({
          doubleCapture: false,
          retentionMonths: months,
          updatedByName: '王管理',
          updatedAt: '2026-11-29T02:00:00.000Z',
        });
      },
    });
    const { user } = renderScreen(<RetentionPage />, '/admin/retention');

    const field = await screen.findByRole('spinbutton', { name: '顾客最后一次到店后保存' });
    await waitFor(() => expect(field).toHaveValue('36'));
    expect(screen.getByText(/上次由 王管理 于 2026-11-20 \d\d:00 修改/)).toBeVisible();
    expect(screen.getByText('静安寺店 · 2 人')).toBeVisible();
    expect(screen.getByText('吴倩')).toBeVisible();
    expect(screen.getByText('（无权查看）')).toBeVisible();
    const runs = screen.getByText('已删除记录').closest('.ant-card') as HTMLElement;
    expect(within(runs).getByText('69')).toBeVisible();

    await user.clear(field);
    await user.type(field, '121');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存期最多 120 个月')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '24');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ retentionMonths: 24 }),
    );
    await waitFor(() => expect(field).toHaveValue('24'));
  });
});
