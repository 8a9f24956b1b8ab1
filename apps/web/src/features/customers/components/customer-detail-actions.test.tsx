import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../../test/fake-api';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { consultedRecord, customerRow } from '../test-fixtures';
import { button, findButton, renderApp } from '../test-helpers';

const stores = () =>
  ok({
    ceuticalStoreList: [
      {
        id: 3,
        name: '静安旗舰店',
        clientName: '',
        scope: 'reach',
        companyUserId: 1,
        archived: false,
      },
      {
        id: 4,
        name: '徐汇体验店',
        clientName: '',
        scope: 'reach',
        companyUserId: 1,
        archived: false,
      },
    ],
  });

const latestRecord = { id: 9, created: '2026-01-02T03:04:05.000Z', scanType: 'FULL_SCAN' as const };

describe('issue 17 #22: customer detail starts a check or a re-check', () => {
  it('a member without records gets 开始检测, which opens the introduction for her', async () => {
    fakeApi({
      'GET /api/customer/5': ok(customerRow({ id: 5 })),
      'GET /api/customer/record': ok([]),
    });
    signInAs({ canScan: true });
    const { user, router } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('开始检测'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/introduce'));
    expect(window.sessionStorage.getItem('skinscope.wizard.customer')).toContain('"id":5');
    expect(window.sessionStorage.getItem('skinscope.wizard.scanType')).toBe('FULL_SCAN');
  });

  it('a member with a record gets 复检, which opens the rating of her last visit', async () => {
    fakeApi({
      'GET /api/customer/5': ok(customerRow({ id: 5, latestRecord })),
      'GET /api/customer/record': ok([]),
    });
    signInAs({ canScan: true });
    const { user, router } = renderApp('/query/detail/5?scope=reach');

    const header = (await screen.findByText('会员详情')).closest('.ant-card') as HTMLElement;
    await user.click(button('复检', header));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/evaluate'));
  });
});

describe('issue 17 #24: customer detail shows each visit results', () => {
  it("shows the record's care phase, eight scores, care steps, recommendations and answers", async () => {
    fakeApi({
      'GET /api/customer/5': ok(customerRow({ id: 5 })),
      'GET /api/customer/record': ok([consultedRecord({ id: 2 })]),
    });
    signInAs();
    renderApp('/query/detail/5?scope=reach');

    expect(await screen.findByText('修损阶段')).toBeInTheDocument();
    expect(document.querySelectorAll('.customers-score')).toHaveLength(8);
    expect(screen.getByText('基础护理')).toBeInTheDocument();
    expect(screen.getByText('推荐护理')).toBeInTheDocument();
    expect(screen.getByText('最关注的问题')).toBeInTheDocument();
    expect(screen.getByText('皮肤问题')).toBeInTheDocument();
  });

  it('a record without a questionnaire says so instead of showing empty sections', async () => {
    fakeApi({
      'GET /api/customer/5': ok(customerRow({ id: 5 })),
      'GET /api/customer/record': ok([
        consultedRecord({ id: 2, situation: null, steps: null, problem: null, recommend: null }),
      ]),
    });
    signInAs();
    renderApp('/query/detail/5?scope=reach');
    expect(await screen.findByText('本次检测没有问卷分析结果')).toBeInTheDocument();
  });
});

describe('issue 17 #30: staff correct a member name, phone, age or store', () => {
  it('refuses an age of 250 with a message, then saves the corrected details', async () => {
    let current = customerRow({ id: 5 });
    const { requests } = fakeApi({
      'GET /api/customer/5': () => ok(current),
      'GET /api/customer/record': ok([]),
      'GET /server/ceuticalStore': stores,
      'PUT /api/customer/5': (request: FakeRequest) => {
        current = customerRow({ id: 5, ...(request.body as object), storeName: '徐汇体验店' });
        return ok(current);
      },
    });
    signInAs({ scope: 'reach' });
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('修改资料'));
    const dialog = (await screen.findByText('修改会员资料')).closest('.ant-modal') as HTMLElement;
    const age = within(dialog).getByLabelText('年龄');
    await user.clear(age);
    await user.type(age, '250');
    await user.click(button('保存', dialog));
    expect(await within(dialog).findByText('年龄应在 1–120 岁之间')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(age);
    await user.type(age, '31');
    const name = within(dialog).getByLabelText('姓名');
    await user.clear(name);
    await user.type(name, '李娜娜');
    await user.click(within(dialog).getByLabelText('所属门店'));
    await user.click(
      await screen.findByText('徐汇体验店', { selector: '.ant-select-item-option *' }),
    );
    await user.click(button('保存', dialog));

    expect(await screen.findByText('会员资料已保存')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ fullName: '李娜娜', mobile: '13912345678', age: 31, storeId: 4 });
    expect(await screen.findByText('李娜娜')).toBeInTheDocument();
  });

  it("shows the server's message beside the field it names", async () => {
    fakeApi({
      'GET /api/customer/5': ok(customerRow({ id: 5 })),
      'GET /api/customer/record': ok([]),
      'GET /server/ceuticalStore': stores,
      'PUT /api/customer/5': fail(409, 'CUSTOMER_EXISTS', '该手机号的会员已存在', {
        issues: [{ field: 'mobile', message: '该手机号已属于另一位会员' }],
      }),
    });
    signInAs({ scope: 'reach' });
    const { user } = renderApp('/query/detail/5?scope=reach');
    await user.click(await findButton('修改资料'));
    const dialog = (await screen.findByText('修改会员资料')).closest('.ant-modal') as HTMLElement;
    await user.click(button('保存', dialog));
    expect(await within(dialog).findByText('该手机号已属于另一位会员')).toBeInTheDocument();
  });
});
