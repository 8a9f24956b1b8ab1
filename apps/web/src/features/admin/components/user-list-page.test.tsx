import type { UserListRow } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, enter, fastUser, getButtonByText, SLOW_UI_MS } from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeRow, makeRows } from '../test-fixtures';

allowSlowUi();

const listCalls = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.method === 'GET' && request.path === '/api/user')
    .map((request) => request.query.toString());

function rowOf(mobile: string): HTMLElement {
  const row = screen.getByText(mobile).closest('tr');
  if (!row) throw new Error(`no row for ${mobile}`);
  return row;
}

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

function renderUserList(rows: UserListRow[], routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/user': ok(rows), ...routes });
  signInAs({ role: 'admin', scope: 'cgo' });
  return { ...api, ...renderApp('/user/list'), user: fastUser() };
}

describe('user/list access', { timeout: SLOW_UI_MS }, () => {
  it('a staff member who opens it sees a 403 message, and nothing is asked of the server', async () => {
    const { requests } = fakeApi();
    signInAs({ role: 'staff' });
    renderApp('/user/list');

    expect(await screen.findByText('抱歉，只有管理员可以访问此页面')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回查询' })).toBeInTheDocument();
    expect(listCalls(requests)).toEqual([]);
  });

  it('a 403 from the server (role taken away) shows the same message', async () => {
    renderUserList([], { 'GET /api/user': fail(403, 'FORBIDDEN', '没有权限，请联系管理员') });
    expect(await screen.findByText('抱歉，只有管理员可以访问此页面')).toBeInTheDocument();
  });
});

describe('issue 29 #6: the PUBLIC_URL hint', { timeout: SLOW_UI_MS }, () => {
  it('tells the administrator how to give report links an address phones open, until it is set', async () => {
    renderUserList([makeRow()]);
    expect(await screen.findByText('顾客报告链接还没有公网地址')).toBeInTheDocument();
    expect(screen.getByText(/请在服务器的配置中设置 PUBLIC_URL/)).toBeInTheDocument();
  });

  it('is gone once the server has one', async () => {
    renderUserList([makeRow()], {
      'GET /server/settings': ok({
        icpNumber: null,
        psbNumber: null,
        allowAnyCamera: false,
        publicUrl: 'https://skin.example.com',
      }),
    });
    expect(await screen.findByText('13700000005')).toBeInTheDocument();
    expect(screen.queryByText('顾客报告链接还没有公网地址')).toBeNull();
  });
});

describe('user/list', { timeout: SLOW_UI_MS }, () => {
  it('lists name, phone, scan and case-upload rights with the actions', async () => {
    const { requests } = renderUserList([
      makeRow({ canScan: true, storeName: '静安旗舰店', storeId: 11 }),
      makeRow({ id: 6, fullName: null, mobile: '13700000006', forbid: true, role: 'admin' }),
    ]);

    const row = rowOf(
      await screen.findByText('13700000005').then((cell) => cell.textContent ?? ''),
    );
    for (const header of ['姓名', '手机号', '扫描权限', '案例上传权限', '操作']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('李娜')).toBeInTheDocument();
    expect(within(row).getByText(/门店：静安旗舰店/)).toBeInTheDocument();
    expect(
      within(row)
        .getAllByText(/已授权|未授权/)
        .map((tag) => tag.textContent),
    ).toEqual(['已授权', '未授权']);
    expect(within(row).getByRole('button', { name: '取消扫描' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '允许上传' })).toBeInTheDocument();
    const other = rowOf('13700000006');
    expect(within(other).getByText('未填写姓名')).toBeInTheDocument();
    expect(within(other).getByText('已禁用')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: '启用' })).toBeInTheDocument();
    expect(listCalls(requests)).toEqual(['begin=0&length=50']);
  });

  it('loads 50 more at a time, hides "load more" at the end, and a new search starts over', async () => {
    const { user, requests } = renderUserList([], {
      'GET /api/user': (request) => {
        const begin = Number(request.query.get('begin'));
        if (request.query.get('name')) return ok([makeRow({ fullName: '王小美' })]);
        return ok(begin === 0 ? makeRows(50, 100) : makeRows(3, 150));
      },
    });

    await screen.findByText('员工100');
    expect(screen.queryByText('已全部加载')).not.toBeInTheDocument();
    await user.click(getButtonByText('加载更多'));
    await screen.findByText('员工152');
    expect(bodyRows()).toHaveLength(53);
    expect(screen.queryByText('加载更多')).not.toBeInTheDocument();
    expect(screen.getByText('已全部加载')).toBeInTheDocument();

    await enter(user, screen.getByLabelText('姓名'), '王小美');
    await user.click(getButtonByText('查询'));

    await screen.findByText('王小美');
    expect(screen.queryByText('员工100')).not.toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(listCalls(requests)).toEqual([
      'begin=0&length=50',
      'begin=50&length=50',
      `name=${encodeURIComponent('王小美')}&begin=0&length=50`,
    ]);
  });

  it('allowing scanning and case upload flips the row after the server agrees', async () => {
    const { user, requests } = renderUserList([makeRow()], {
      'PUT /api/user/5/authorize': ok({ ...makeRow({ canScan: true }), role: 'staff' }),
      'PUT /api/user/5/authorize/upload': ok(makeRow({ canScan: true, canUpload: true })),
    });
    await screen.findByText('李娜');

    await user.click(within(rowOf('13700000005')).getByRole('button', { name: '允许扫描' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(
      await within(rowOf('13700000005')).findByRole('button', { name: '取消扫描' }),
    ).toBeInTheDocument();

    await user.click(within(rowOf('13700000005')).getByRole('button', { name: '允许上传' }));
    await within(rowOf('13700000005')).findByRole('button', { name: '取消上传' });
    expect(within(rowOf('13700000005')).getAllByText('已授权')).toHaveLength(2);

    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => [request.path, request.body])).toEqual([
      ['/api/user/5/authorize', { canScan: true }],
      ['/api/user/5/authorize/upload', { canUpload: true }],
    ]);
    // The list was not reloaded: the flip is local.
    expect(listCalls(requests)).toHaveLength(1);
  });

  it('shows a sign-in hold and lifts it (issue 15: an admin can lift a hold)', async () => {
    const { user, requests } = renderUserList(
      [makeRow({ lockedUntil: '2026-11-24T12:30:00.000Z' })],
      { 'PUT /api/user/5/unlock': ok(null) },
    );
    await screen.findByText('李娜');
    expect(within(rowOf('13700000005')).getByText('登录已锁定')).toBeInTheDocument();

    await user.click(within(rowOf('13700000005')).getByRole('button', { name: '解除锁定' }));
    expect(await screen.findByText('已解除锁定')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf('13700000005')).queryByText('登录已锁定')).not.toBeInTheDocument(),
    );
    expect(within(rowOf('13700000005')).queryByRole('button', { name: '解除锁定' })).toBeNull();
    expect(requests.filter((request) => request.path === '/api/user/5/unlock')).toHaveLength(1);
  });

  it('refusing keeps the flag when the server says no', async () => {
    const { user } = renderUserList([makeRow({ canScan: true })], {
      'PUT /api/user/5/authorize': fail(404, 'NOT_FOUND', '内容不存在或无权查看'),
    });
    await screen.findByText('李娜');

    await user.click(within(rowOf('13700000005')).getByRole('button', { name: '取消扫描' }));

    expect(await screen.findByText('内容不存在或无权查看')).toBeInTheDocument();
    expect(
      within(rowOf('13700000005')).getByRole('button', { name: '取消扫描' }),
    ).toBeInTheDocument();
  });

  it('disables after confirmation and enables again, with their toasts', async () => {
    const { user } = renderUserList([makeRow()], {
      'PUT /api/user/5/forbid': ok(makeRow({ forbid: true })),
      'PUT /api/user/5/activate': ok(makeRow({ forbid: false })),
    });
    await screen.findByText('李娜');

    await user.click(within(rowOf('13700000005')).getByRole('button', { name: '禁用' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('禁用成功')).toBeInTheDocument();
    expect(within(rowOf('13700000005')).getByText('已禁用')).toBeInTheDocument();

    await user.click(within(rowOf('13700000005')).getByRole('button', { name: '启用' }));
    expect(await screen.findByText('启用成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf('13700000005')).queryByText('已禁用')).not.toBeInTheDocument(),
    );
  });
});
