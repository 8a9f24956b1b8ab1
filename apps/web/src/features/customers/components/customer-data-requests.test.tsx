import type { StaffDataRequest } from '@skinscope/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { CustomerDataRequests } from './customer-data-requests';
import { DataRequestsDue } from './data-requests-due';

configure({ asyncUtilTimeout: 25_000 });
vi.setConfig({ testTimeout: 30_000 });

const overdue: StaffDataRequest = {
  id: 5,
  kind: 'erase_photos',
  status: 'open',
  requestedAt: '2026-11-02T02:00:00.000Z',
  dueOn: '2026-11-23',
  handledAt: null,
  note: null,
  customerId: 7,
  customerName: '张丽',
  storeName: '静安旗舰店',
  handledBy: null,
  overdue: true,
};

describe('customers’ data requests, staff side (issue 34 #1)', () => {
  it('the counter lists open requests with their due date, overdue ones marked', async () => {
    fakeApi({ 'GET /api/data-requests': ok([overdue]) });
    renderScreen(<DataRequestsDue show />, '/query');
    const list = await screen.findByTestId('data-requests-due');
    const link = within(list).getByRole('link', {
      name: /张丽 · 删除照片 · 2026-11-23 前处理/,
    });
    expect(link).toHaveAttribute('href', '/query/detail/7');
    expect(within(list).getByText('已逾期')).toBeInTheDocument();
  });

  it('a store manager carries an erasure out after reading what it deletes', async () => {
    let requests = [overdue];
    const api = fakeApi({
      'GET /api/customer/7/data-requests': () => ok(requests),
      'POST /api/data-requests/5/erase': () => {
        requests = [
          {
            ...overdue,
            status: 'done',
            overdue: false,
            handledBy: '李店长',
            handledAt: '2026-11-29T03:00:00.000Z',
          },
        ];
        return ok(null);
      },
    });
    const { user } = renderScreen(
      <CustomerDataRequests customerId={7} canShare mayCarryOut />,
      '/query/detail/7',
    );
    await user.click(await screen.findByRole('button', { name: '删除照片并完成' }));
    expect(await screen.findByText(/保留顾客资料和到店记录/)).toBeInTheDocument();
    const confirm = screen.getAllByRole('button', { name: '删除照片并完成' }).at(-1)!;
    await user.click(confirm);
    expect(await screen.findByText('已完成')).toBeInTheDocument();
    expect(screen.getByText(/李店长 于 2026-11-29 处理/)).toBeInTheDocument();
    expect(
      api.requests.some((r) => r.method === 'POST' && r.path === '/api/data-requests/5/erase'),
    ).toBe(true);
  });

  it('counter staff may only withdraw it, with a reason', async () => {
    const api = fakeApi({
      'GET /api/customer/7/data-requests': ok([overdue]),
      'POST /api/data-requests/5/cancel': ok(null),
    });
    const { user } = renderScreen(
      <CustomerDataRequests customerId={7} canShare mayCarryOut={false} />,
      '/query/detail/7',
    );
    expect(await screen.findByText('由管理员或店长处理')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除照片并完成' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '撤销申请' }));
    const dialog = await screen.findByRole('dialog', { name: '撤销这项申请' });
    await user.type(within(dialog).getByRole('textbox'), '顾客到店说明是误操作');
    await user.click(within(dialog).getByRole('button', { name: '撤销申请' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === '/api/data-requests/5/cancel')?.body).toEqual({
        note: '顾客到店说明是误操作',
      }),
    );
  });
});
