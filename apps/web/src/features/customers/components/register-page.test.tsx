import type { Store } from '@skinscope/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../../test/fake-api';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { customerRow } from '../test-fixtures';
import { button, findButton, renderApp } from '../test-helpers';

const store = (id: number, name: string): Store => ({
  id,
  name,
  clientName: '',
  scope: 'reach',
  companyUserId: 1,
  archived: false,
});
const companyStores = () =>
  ok({ ceuticalStoreList: [store(3, '静安旗舰店'), store(4, '徐汇体验店')] });

async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('姓名'), ' 李娜 ');
  await user.type(screen.getByLabelText('手机号'), '13912345678');
  await user.type(screen.getByLabelText('年龄'), '31');
  await user.click(screen.getByLabelText('合作门店'));
  await user.click(
    await screen.findByText('徐汇体验店', { selector: '.ant-select-item-option *' }),
  );
}

describe('register (new member)', () => {
  it('shows the form: nick disabled, female by default, the store placeholder', async () => {
    fakeApi({ 'GET /server/ceuticalStore': companyStores });
    signInAs({ scope: 'reach' });
    renderApp('/register');

    expect(await screen.findByLabelText('姓名')).not.toHaveAttribute('maxlength');
    expect(screen.getByLabelText('手机号')).toHaveAttribute('maxlength', '11');
    expect(screen.getByLabelText('昵称')).toBeDisabled();
    expect(screen.getByLabelText('昵称')).toHaveAttribute('maxlength', '20');
    expect(screen.getByLabelText('女')).toBeChecked();
    expect(screen.getByLabelText('男')).not.toBeChecked();
    expect(screen.getByText('请选择合作门店')).toBeInTheDocument();
  });

  it('issue 29 #11: the name says its 20-character limit while she types, and is not cut', async () => {
    const { requests } = fakeApi({ 'GET /server/ceuticalStore': companyStores });
    signInAs({ scope: 'reach' });
    const { user } = renderApp('/register');

    const name = await screen.findByLabelText('姓名');
    await user.type(name, '欧阳');
    expect(screen.getByText('2 / 20')).toBeInTheDocument();
    await user.type(name, '一二三四五六七八九十一二三四五六七八九');
    expect(name).toHaveValue('欧阳一二三四五六七八九十一二三四五六七八九');
    expect(await screen.findByText('最多 20 个字，请删减')).toBeInTheDocument();
    expect(screen.getByText('21 / 20')).toBeInTheDocument();
    await user.click(button('注册'));
    expect(await screen.findByText('请填写必填项')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/recCustomer')).toBe(false);
  });

  it('an incomplete form is refused with "请填写必填项" and nothing is sent', async () => {
    const { requests } = fakeApi({ 'GET /server/ceuticalStore': companyStores });
    signInAs({ scope: 'reach' });
    const { user } = renderApp('/register');

    await user.type(await screen.findByLabelText('姓名'), '李娜');
    await user.click(button('注册'));

    expect(await screen.findByText('请填写必填项')).toBeInTheDocument();
    // The field's message and the toast come from separate renders.
    expect(
      await screen.findByText('请选择合作门店', { selector: '.ant-form-item-explain *' }),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/recCustomer')).toBe(false);
  });

  it('rejects a phone that is not 11 digits starting with 1', async () => {
    fakeApi({ 'GET /server/ceuticalStore': companyStores });
    signInAs({ scope: 'reach' });
    const { user } = renderApp('/register');

    await user.type(await screen.findByLabelText('手机号'), '2391234');
    await user.click(button('注册'));

    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
  });

  it('issue 17 #30: an age of 250 is refused with a message, not changed to 120', async () => {
    const { requests } = fakeApi({ 'GET /server/ceuticalStore': companyStores });
    signInAs({ scope: 'reach' });
    const { user } = renderApp('/register');

    await fillValidForm(user);
    const age = screen.getByLabelText('年龄');
    await user.clear(age);
    await user.type(age, '250');
    await user.click(button('注册'));

    expect(await screen.findByText('年龄应在 1–120 岁之间')).toBeInTheDocument();
    expect(age).toHaveValue('250');
    expect(requests.some((request) => request.path === '/server/recCustomer')).toBe(false);
  });

  it('registers, says so, and lists the new member by phone', async () => {
    let sent: FakeRequest | undefined;
    const { requests } = fakeApi({
      'GET /server/ceuticalStore': companyStores,
      'POST /server/recCustomer': (request) => {
        sent = request;
        return ok(customerRow({ mobile: '13912345678' }));
      },
      'GET /api/customer': ok([customerRow({ mobile: '13912345678' })]),
    });
    signInAs({ id: 9, scope: 'reach', companyUserId: 1 });
    const { user, router } = renderApp('/register');

    await fillValidForm(user);
    await user.click(screen.getByLabelText('男'));
    await user.click(button('注册'));

    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/query/list'));
    expect(new URLSearchParams(router.state.location.search).get('telephone')).toBe('13912345678');
    expect(sent?.body).toEqual({
      fullName: '李娜',
      mobile: '13912345678',
      nickName: null,
      gender: 'male',
      age: 31,
      storeId: 4,
    });
    const stores = requests.find((request) => request.path === '/server/ceuticalStore');
    expect(stores?.query.toString()).toBe('companyUserId=1&scope=reach');
  });

  it('shows the server message for a phone that is already a member', async () => {
    fakeApi({
      'GET /server/ceuticalStore': companyStores,
      'POST /server/recCustomer': fail(409, 'CUSTOMER_EXISTS', '该手机号的会员已存在', {
        issues: [{ field: 'mobile', message: '该手机号的会员已存在' }],
      }),
    });
    signInAs({ scope: 'reach' });
    const { user, router } = renderApp('/register');

    await fillValidForm(user);
    await user.click(button('注册'));

    // The field's message and the toast.
    await waitFor(() => expect(screen.getAllByText('该手机号的会员已存在')).toHaveLength(2));
    expect(screen.queryByText('数据已被修改，请刷新后重试')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('other scopes choose from the general store list', async () => {
    const { requests } = fakeApi({ 'GET /api/store': ok([store(8, '自营门店')]) });
    signInAs({ id: 12, scope: 'pubdom' });
    const { user } = renderApp('/register');

    await user.click(await screen.findByLabelText('合作门店'));

    expect(
      await screen.findByText('自营门店', { selector: '.ant-select-item-option *' }),
    ).toBeInTheDocument();
    const stores = requests.find((request) => request.path === '/api/store');
    expect(stores?.query.toString()).toBe('userId=12');
    expect(requests.some((request) => request.path === '/server/ceuticalStore')).toBe(false);
  });

  it('without canScan registration is refused with the not-authorised message', async () => {
    const { requests } = fakeApi({ 'GET /server/ceuticalStore': companyStores });
    signInAs({ scope: 'reach', canScan: false });
    const { user } = renderApp('/register');

    await fillValidForm(user);
    await user.click(await findButton('注册'));

    expect(await screen.findByText('暂未授权，请联系管理员')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/recCustomer')).toBe(false);
  });
});
