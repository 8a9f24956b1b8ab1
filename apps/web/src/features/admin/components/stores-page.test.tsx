import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, enter, fastUser, findDialog, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeStore } from '../test-fixtures';

allowSlowUi();

const storeCalls = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.method === 'GET' && request.path === '/api/store')
    .map((request) => request.query.toString());

function renderStores(routes: Parameters<typeof fakeApi>[0] = {}) {
  const active = makeStore({ companyUserId: 3, scope: 'reach' });
  const archived = makeStore({ id: 12, name: '旧门店', archived: true });
  const api = fakeApi({
    'GET /api/store': (request) =>
      ok(request.query.get('includeArchived') === 'true' ? [active, archived] : [active]),
    'GET /api/company': ok([
      { id: 7, fullName: '王小美', mobile: '13900000007', scope: 'cgo' },
      { id: 3, fullName: '丽肤集团', mobile: '13900000003', scope: 'reach' },
    ]),
    ...routes,
  });
  signInAs({ role: 'admin', scope: 'cgo' });
  return { ...api, ...renderApp('/admin/stores'), user: fastUser() };
}

describe('stores administration', { timeout: SLOW_UI_MS }, () => {
  it('lists active stores, and archived ones too when asked', async () => {
    const { user, requests } = renderStores();

    const row = (await screen.findByText('静安旗舰店')).closest('tr') as HTMLElement;
    expect(within(row).getByText('丽肤集团')).toBeInTheDocument();
    expect(within(row).getByText('连锁企业')).toBeInTheDocument();
    // issue 17 #16: the company by name, never its internal id.
    expect(await within(row).findByText('丽肤集团（13900000003）')).toBeInTheDocument();
    expect(within(row).getByText('正常')).toBeInTheDocument();
    expect(screen.queryByText('旧门店')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: '显示已停用' }));

    const old = (await screen.findByText('旧门店')).closest('tr') as HTMLElement;
    expect(within(old).getByText('已停用')).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
    expect(storeCalls(requests)).toEqual(['', 'includeArchived=true']);
  });

  it("issue 17 #16: a new store belongs by default to the admin's own company, so 新增会员 offers it", async () => {
    const { user, requests } = renderStores({ 'POST /api/store': ok(makeStore({ id: 20 })) });
    await screen.findByText('静安旗舰店');

    await user.click(screen.getByRole('button', { name: '新增门店' }));
    const dialog = within(await findDialog('新增门店'));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('请输入门店名称');

    await enter(user, dialog.getByLabelText('门店名称'), '浦东新店');
    await enter(user, dialog.getByLabelText('客户名称'), '丽肤集团');
    await user.click(dialog.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: '浦东新店',
      clientName: '丽肤集团',
      scope: 'cgo',
      companyUserId: 7,
    });
    await waitFor(() => expect(storeCalls(requests)).toHaveLength(2));
  });

  it("issue 17 #16: a store's company and scope are corrected by choosing from lists; archive after confirmation", async () => {
    const { user, requests } = renderStores({
      'PUT /api/store/11': ok(makeStore({ name: '静安店' })),
      'DELETE /api/store/11': ok(makeStore({ archived: true })),
    });
    const row = (await screen.findByText('静安旗舰店')).closest('tr') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = within(await findDialog('编辑门店'));
    const name = dialog.getByLabelText('门店名称');
    expect(name).toHaveValue('静安旗舰店');
    await user.clear(name);
    await enter(user, name, '静安店');
    await user.click(dialog.getByLabelText('所属公司'));
    await user.click(
      await screen.findByText('王小美（13900000007） · 品牌企业', {
        selector: '.ant-select-item-option-content',
      }),
    );
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: '静安店',
      clientName: '丽肤集团',
      scope: 'cgo',
      companyUserId: 7,
    });

    await user.click(within(row).getByRole('button', { name: '停用' }));
    expect(
      await screen.findByText('停用门店“静安旗舰店”后将不能再绑定，确定停用吗？'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('停用成功')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('is linked from the user list by tabs', async () => {
    fakeApi({ 'GET /api/user': ok([]), 'GET /api/store': ok([]) });
    signInAs({ role: 'admin', scope: 'cgo' });
    const { router } = renderApp('/user/list');
    const user = fastUser();

    await user.click(await screen.findByRole('tab', { name: /门店管理/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/stores'));
    expect(await screen.findByText('暂无门店')).toBeInTheDocument();
  });
});
