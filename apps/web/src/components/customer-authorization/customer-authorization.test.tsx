import type { BindResult } from '@skinscope/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  allowSlowUi,
  fastUser,
  findDialog,
  getButtonByText,
  queryDialog,
  SLOW_UI_MS,
} from '../../test/antd-ui';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { customerRow, signInAs } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { openStaffAuthorization, openThirdPartyAuthorization } from './open-customer-authorization';

allowSlowUi();

const customer = { customerId: 31, customerTelephone: '13900001111', customerName: '赵敏' };

async function showOver(open: () => Promise<unknown>, title: string) {
  signInAs({ id: 7, scope: 'reach' });
  renderApp('/query');
  await screen.findByRole('heading', { name: '会员查询' });
  let result: Promise<unknown> = Promise.resolve('not opened');
  act(() => {
    result = open();
  });
  const dialog = await findDialog(title);
  return { user: fastUser(), dialog: within(dialog), dialogElement: dialog, result };
}

const colleagues = [
  { userId: 8, userName: '周芷若' },
  { userId: 9, userName: '13700000009' },
];

describe('customer-to-staff authorisation dialog', { timeout: SLOW_UI_MS }, () => {
  it('lists the colleagues in a 140 px list; authorising the chosen one answers result 1', async () => {
    const { requests } = fakeApi({
      'GET /api/user/bind/storeByUserId': ok(colleagues),
      'PUT /api/user/8/customer/bind': ok({ result: 1 }),
    });
    const { user, dialog, result } = await showOver(
      () => openStaffAuthorization({ ...customer, scope: 'reach' }),
      '授权管理',
    );

    expect(dialog.getByText('顾客：赵敏')).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: '选择要授权的员工' })).toHaveClass('staff-list');
    expect(dialog.getByRole('button', { name: '授权' })).toBeDisabled();
    await user.click(await dialog.findByRole('radio', { name: '周芷若' }));
    await user.click(dialog.getByRole('button', { name: '授权' }));

    expect(await screen.findByText('授权成功')).toBeInTheDocument();
    await expect(result).resolves.toEqual({ result: 1 } satisfies BindResult);
    expect(queryDialog('授权管理')).not.toBeInTheDocument();
    const lookup = requests.find((request) => request.path === '/api/user/bind/storeByUserId');
    expect(lookup?.query.toString()).toBe('userId=7');
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      customerId: 31,
      customerTelephone: '13900001111',
      customerName: '赵敏',
      scope: 'reach',
    });
  });

  it('removing the authorisation answers result 2 with its own toast', async () => {
    const { requests } = fakeApi({
      'GET /api/user/bind/storeByUserId': ok(colleagues),
      'PUT /api/user/9/customer/unbind': ok({ result: 2 }),
    });
    const { user, dialog, result } = await showOver(
      () => openStaffAuthorization(customer),
      '授权管理',
    );

    await user.click(await dialog.findByRole('radio', { name: '13700000009' }));
    await user.click(dialog.getByRole('button', { name: '解除授权' }));

    expect(await screen.findByText('解除成功')).toBeInTheDocument();
    await expect(result).resolves.toEqual({ result: 2 });
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      customerId: 31,
      customerTelephone: '13900001111',
    });
  });

  it('shows a refusal inline in red and stays open', async () => {
    fakeApi({
      'GET /api/user/bind/storeByUserId': ok(colleagues),
      'PUT /api/user/8/customer/bind': fail(403, 'FORBIDDEN', '没有权限，请联系管理员'),
    });
    const { user, dialog } = await showOver(() => openStaffAuthorization(customer), '授权管理');

    await user.click(await dialog.findByRole('radio', { name: '周芷若' }));
    await user.click(dialog.getByRole('button', { name: '授权' }));

    const error = await dialog.findByRole('alert');
    expect(error).toHaveTextContent('没有权限，请联系管理员');
    expect(error).toHaveClass('ant-typography-danger');
    expect(queryDialog('授权管理')).toBeInTheDocument();
  });
});

describe('third-party authorisation dialog', { timeout: SLOW_UI_MS }, () => {
  it('says so when no third party is linked, and closes', async () => {
    fakeApi({ 'GET /api/user/bind/store': ok([]) });
    const { user, dialog, dialogElement, result } = await showOver(
      () => openThirdPartyAuthorization(customer),
      '第三方授权',
    );

    expect(await dialog.findByText('暂未绑定第三方')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '授权' })).not.toBeInTheDocument();
    // The text button, not the corner icon (whose label is also 关闭).
    await user.click(getButtonByText('关闭', dialogElement));

    await expect(result).resolves.toBeUndefined();
    expect(queryDialog('第三方授权')).not.toBeInTheDocument();
  });

  it('authorises the first linked user, then offers to remove it', async () => {
    let bound = false;
    const { requests } = fakeApi({
      'GET /api/user/bind/store': () =>
        ok([
          { userId: 12, userName: '张无忌', storeName: '静安旗舰店', bind: bound },
          { userId: 13, userName: '殷离', storeName: '静安旗舰店', bind: false },
        ]),
      'PUT /api/user/12/customer/bind': () => {
        bound = true;
        return ok({ result: 1 });
      },
      'PUT /api/user/12/customer/unbind': () => {
        bound = false;
        return ok({ result: 2 });
      },
    });
    const { user, dialog } = await showOver(
      () => openThirdPartyAuthorization(customer),
      '第三方授权',
    );

    const first = (await dialog.findByText('张无忌')).closest('tr') as HTMLElement;
    expect(within(first).getByText('静安旗舰店')).toBeInTheDocument();
    expect(within(first).getByText('未授权')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '授权' }));

    expect(await screen.findByText('授权成功')).toBeInTheDocument();
    await dialog.findByRole('button', { name: '解除授权' });
    await user.click(dialog.getByRole('button', { name: '解除授权' }));
    expect(await screen.findByText('解除成功')).toBeInTheDocument();
    await dialog.findByRole('button', { name: '授权' });

    const lookup = requests.find((request) => request.path === '/api/user/bind/store');
    expect(lookup?.query.toString()).toBe('customerId=31&customerTelephone=13900001111');
    expect(requests.filter((request) => request.method === 'PUT').map((r) => r.path)).toEqual([
      '/api/user/12/customer/bind',
      '/api/user/12/customer/unbind',
    ]);
  });

  it('shows a failed lookup inline in red', async () => {
    fakeApi({ 'GET /api/user/bind/store': fail(404, 'NOT_FOUND', '内容不存在或无权查看') });
    const { dialog } = await showOver(() => openThirdPartyAuthorization(customer), '第三方授权');

    expect(await dialog.findByRole('alert')).toHaveTextContent('内容不存在或无权查看');
    await waitFor(() => expect(dialog.queryByText('暂未绑定第三方')).not.toBeInTheDocument());
  });
});

describe('issue 17 #4: opening the authorisation dialog', { timeout: SLOW_UI_MS }, () => {
  it("issue 17 #4: an admin opens it from a customer's detail and authorises a colleague", async () => {
    const { requests } = fakeApi({
      'GET /api/customer/31': ok(customerRow({ id: 31, fullName: '赵敏', mobile: '13900001111' })),
      'GET /api/customer/record': ok([]),
      'GET /api/user/bind/storeByUserId': ok(colleagues),
      'PUT /api/user/8/customer/bind': ok({ result: 1 }),
    });
    signInAs({ id: 7, role: 'admin', scope: 'reach' });
    renderApp('/query/detail/31?scope=reach');
    const user = fastUser();

    await screen.findByText('员工授权');
    await user.click(getButtonByText('授权管理'));
    const dialog = within(await findDialog('授权管理'));
    expect(dialog.getByText('顾客：赵敏')).toBeInTheDocument();
    await user.click(await dialog.findByRole('radio', { name: '周芷若' }));
    await user.click(dialog.getByRole('button', { name: '授权' }));
    expect(await screen.findByText('授权成功')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      customerId: 31,
      customerTelephone: '13900001111',
    });
  });

  it('staff do not see it on customer detail', async () => {
    fakeApi({
      'GET /api/customer/31': ok(customerRow({ id: 31, fullName: '赵敏' })),
      'GET /api/customer/record': ok([]),
    });
    signInAs({ id: 7, role: 'staff', scope: 'reach' });
    renderApp('/query/detail/31?scope=reach');
    expect(await screen.findByText('赵敏')).toBeInTheDocument();
    expect(screen.queryByText('员工授权')).not.toBeInTheDocument();
  });
});
