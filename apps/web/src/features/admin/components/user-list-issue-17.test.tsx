import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, enter, fastUser, findDialog, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import { customerRow, signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeRow } from '../test-fixtures';

allowSlowUi();

const company = { id: 3, fullName: '丽肤集团', mobile: '13900000003', scope: 'reach' };

function renderUserList(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/user': ok([makeRow({ fullName: null, scope: 'reach', companyUserId: 3 })]),
    'GET /api/company': ok([company]),
    ...routes,
  });
  signInAs({ role: 'admin', scope: 'reach' });
  return { ...api, ...renderApp('/user/list'), user: fastUser() };
}

const row = async () => (await screen.findByText('13700000005')).closest('tr') as HTMLElement;

describe('user/list, issue 17', { timeout: SLOW_UI_MS }, () => {
  it('issue 17 #18: scopes and companies read as Chinese names, not codes or ids', async () => {
    renderUserList();
    const line = await row();
    expect(within(line).getByText('连锁企业')).toBeInTheDocument();
    expect(await within(line).findByText('公司：丽肤集团（13900000003）')).toBeInTheDocument();
    expect(within(line).queryByText(/reach/)).not.toBeInTheDocument();
  });

  it("issue 17 #5: an admin sets a staff member's name from the list", async () => {
    const { user, requests } = renderUserList({
      'PUT /api/user/5/name': ok({ ...makeRow({ fullName: '周芷若' }), role: 'staff' }),
    });
    const line = await row();
    expect(within(line).getByText('未填写姓名')).toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: '修改姓名' }));
    const dialog = within(await findDialog('修改姓名'));
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('请输入姓名');
    await enter(user, dialog.getByLabelText('姓名'), '周芷若');
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('姓名已保存')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/user/5/name')?.body).toEqual({
      fullName: '周芷若',
    });
    await waitFor(() => expect(within(line).getByText('周芷若')).toBeInTheDocument());
  });

  it('issue 17 #4: an admin opens customer authorisation from the user list and authorises a customer', async () => {
    const { user, requests } = renderUserList({
      'GET /api/customer': ok([customerRow({ id: 31, fullName: '赵敏', mobile: '13900001111' })]),
      'PUT /api/user/5/customer/bind': ok({ result: 1 }),
    });
    const line = await row();
    await user.click(within(line).getByRole('button', { name: '顾客授权' }));
    const dialog = within(await findDialog('顾客授权'));
    expect(dialog.getByText('员工：13700000005')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '授权' })).toBeDisabled();
    await user.type(dialog.getByLabelText('选择顾客'), '1111');
    await user.click(
      await screen.findByText('赵敏（13900001111）', {
        selector: '.ant-select-item-option-content',
      }),
    );
    await user.click(dialog.getByRole('button', { name: '授权' }));
    expect(await screen.findByText('授权成功')).toBeInTheDocument();
    const search = requests.filter((r) => r.path === '/api/customer').at(-1);
    expect(search?.query.get('telephone')).toBe('1111');
    expect(requests.find((r) => r.path === '/api/user/5/customer/bind')?.body).toMatchObject({
      customerId: 31,
      customerTelephone: '13900001111',
      customerName: '赵敏',
    });
  });
});
