import type { UserListRow } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  allowSlowUi,
  enter,
  fastUser,
  findDialog,
  queryDialog,
  SLOW_UI_MS,
} from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeRow, makeStore } from '../test-fixtures';

allowSlowUi();

const stores = [makeStore(), makeStore({ id: 12, name: '徐汇体验店', clientName: '' })];

async function openBinding(row: UserListRow, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/user': ok([row]),
    'GET /api/store': (request) => {
      const name = request.query.get('name');
      return ok(name ? stores.filter((store) => store.name.includes(name)) : stores);
    },
    ...routes,
  });
  signInAs({ role: 'admin', scope: 'cgo' });
  renderApp('/user/list');
  const user = fastUser();
  const tableRow = (await screen.findByText(row.mobile)).closest('tr');
  if (!tableRow) throw new Error('no row');
  await user.click(within(tableRow).getByRole('button', { name: '绑定门店' }));
  const dialog = await findDialog('绑定门店');
  await within(dialog).findByRole('radio', { name: /静安旗舰店/ });
  return { ...api, user, dialog: within(dialog), tableRow: within(tableRow) };
}

describe('store binding dialog', { timeout: SLOW_UI_MS }, () => {
  it('lists the stores in a 440 px list, filters them by name, and binds a pubdom user', async () => {
    const { user, dialog, tableRow, requests } = await openBinding(makeRow(), {
      'PUT /api/user/5/store/bind': ok({ ...makeRow({ storeId: 12 }), role: 'staff' }),
    });

    expect(dialog.getByText('未绑定门店')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '解除绑定' })).not.toBeInTheDocument();
    expect(dialog.getByRole('group', { name: '门店列表' })).toHaveClass('store-list');
    expect(dialog.getByRole('button', { name: '绑定门店' })).toBeDisabled();

    await enter(user, dialog.getByLabelText('按门店名称筛选'), '徐汇');
    await waitFor(() =>
      expect(dialog.queryByRole('radio', { name: /静安旗舰店/ })).not.toBeInTheDocument(),
    );
    expect(requests.some((request) => request.query.get('name') === '徐汇')).toBe(true);
    await user.click(dialog.getByRole('radio', { name: /徐汇体验店/ }));
    await user.click(dialog.getByRole('button', { name: '绑定门店' }));

    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    const bind = requests.find((request) => request.path === '/api/user/5/store/bind');
    expect(bind?.body).toEqual({ storeId: 12, storeName: '徐汇体验店', userName: '李娜' });
    await waitFor(() => expect(queryDialog('绑定门店')).not.toBeInTheDocument());
    expect(tableRow.getByText(/门店：徐汇体验店/)).toBeInTheDocument();
  });

  it('shows the bound store with an unbind link that releases it', async () => {
    const row = makeRow({ storeId: 11, storeName: '静安旗舰店' });
    const { user, dialog, tableRow } = await openBinding(row, {
      'PUT /api/user/5/store/unbind': ok({ ...makeRow(), role: 'staff' }),
    });

    expect(dialog.getByText('静安旗舰店', { selector: '.ant-tag' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '解除绑定' }));

    expect(await screen.findByText('解除成功')).toBeInTheDocument();
    expect(dialog.getByText('未绑定门店')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '解除绑定' })).not.toBeInTheDocument();
    expect(tableRow.queryByText(/门店：/)).not.toBeInTheDocument();
  });

  it('only pubdom users can be bound: the button stays disabled and says why', async () => {
    const { user, dialog } = await openBinding(makeRow({ scope: 'reach' }));

    await user.click(dialog.getByRole('radio', { name: /静安旗舰店/ }));

    expect(dialog.getByRole('button', { name: '绑定门店' })).toBeDisabled();
    expect(dialog.getByText(/只有公共账号可以绑定门店/)).toBeInTheDocument();
  });

  it('shows a server error inline in red and stays open', async () => {
    const { user, dialog } = await openBinding(makeRow(), {
      'PUT /api/user/5/store/bind': fail(409, 'STORE_ARCHIVED', '该门店已停用'),
    });

    await user.click(dialog.getByRole('radio', { name: /静安旗舰店/ }));
    await user.click(dialog.getByRole('button', { name: '绑定门店' }));

    const error = await dialog.findByRole('alert');
    expect(error).toHaveTextContent('该门店已停用');
    expect(error).toHaveClass('ant-typography-danger');
    expect(queryDialog('绑定门店')).toBeInTheDocument();
  });
});

describe('company and scope dialog', { timeout: SLOW_UI_MS }, () => {
  it('issue 17 #16: the company is chosen from a list and the scope follows it', async () => {
    const { requests } = fakeApi({
      'GET /api/user': ok([makeRow()]),
      'GET /api/company': ok([
        { id: 3, fullName: '丽肤集团', mobile: '13900000003', scope: 'reach' },
      ]),
      'PUT /api/user/5/company': ok({
        ...makeRow({ scope: 'reach', companyUserId: 3 }),
        role: 'staff',
      }),
    });
    signInAs({ role: 'admin', scope: 'cgo' });
    renderApp('/user/list');
    const user = fastUser();
    const row = (await screen.findByText('13700000005')).closest('tr') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: '公司与范围' }));
    const dialog = within(await findDialog('公司与范围'));
    await user.click(dialog.getByLabelText('所属公司'));
    await user.click(
      await screen.findByText('丽肤集团（13900000003） · 连锁企业', {
        selector: '.ant-select-item-option-content',
      }),
    );
    await user.click(dialog.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/user/5/company')?.body).toEqual({
      scope: 'reach',
      companyUserId: 3,
    });
    await waitFor(() => expect(within(row).getByText('连锁企业')).toBeInTheDocument());
    expect(within(row).getByText('公司：丽肤集团（13900000003）')).toBeInTheDocument();
  });
});
