import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, enter, fastUser, getButtonByText, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeFaceResult } from '../test-fixtures';
import { checkbox } from '../test-helpers';

allowSlowUi();

const searches = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/api/customer/record/full/face');
const lastQuery = (requests: FakeRequest[]) =>
  Object.fromEntries(searches(requests).at(-1)?.query ?? []);
const cards = () => [...document.querySelectorAll<HTMLElement>('.cases-face-card')];

function renderFace(
  routes: Parameters<typeof fakeApi>[0],
  path = '/example/face',
  user: Parameters<typeof signInAs>[0] = { id: 7, scope: 'cgo', companyUserId: 2 },
) {
  const api = fakeApi(routes);
  signInAs(user);
  return { ...api, ...renderApp(path), user: fastUser() };
}

describe('example/face', { timeout: SLOW_UI_MS }, () => {
  it('refuses a pubdom user without asking the server', async () => {
    const { requests } = renderFace({}, '/example/face', { scope: 'pubdom' });
    expect(
      await screen.findByText('公共账号暂不能使用案例功能，请联系管理员开通'),
    ).toBeInTheDocument();
    expect(searches(requests)).toEqual([]);
  });

  it('shows name, store, operator, yyyy-MM-dd date and at most 10 photos; a card opens the member', async () => {
    const { user, router } = renderFace({
      'GET /api/customer/record/full/face': ok([
        makeFaceResult(),
        makeFaceResult({
          recordId: 32,
          recCustomerId: 13,
          customerName: '周雨',
          storeName: null,
          scan: { scope: 'skinworker', photos: [] },
        }),
      ]),
    });
    await screen.findByText('沈佳');
    const [first, second] = cards();
    if (!first || !second) throw new Error('two cards expected');
    expect(first).toHaveTextContent('门店：长宁体验店');
    expect(first).toHaveTextContent('操作人：顾问小林');
    expect(first).toHaveTextContent('检测日期：2026-11-20');
    expect(within(first).getAllByRole('img', { name: /^检测照片/ })).toHaveLength(10);
    expect(second).toHaveTextContent('门店：/');
    expect(second).toHaveTextContent('本次检测没有照片');

    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/query/detail/12'));
    expect(router.state.location.search).toBe('?scope=cgo');
  });

  it('sends the criteria, with the company user id; Enter in a text field searches', async () => {
    const { requests, user, router } = renderFace(
      { 'GET /api/customer/record/full/face': ok([makeFaceResult()]) },
      '/example/face?startTime=2026-11-01&endTime=2026-11-20',
    );
    await screen.findByText('沈佳');
    expect(lastQuery(requests)).toEqual({
      userId: '2',
      startTime: '2026-11-01',
      endTime: '2026-11-20',
      begin: '0',
      length: '10',
    });
    expect(screen.getByPlaceholderText('开始日期')).toHaveValue('2026-11-01');
    expect(screen.getByPlaceholderText('结束日期')).toHaveValue('2026-11-20');

    await enter(user, screen.getByPlaceholderText('顾客姓名'), '沈');
    await enter(user, screen.getByPlaceholderText('顾客手机号'), '135');
    await enter(user, screen.getByPlaceholderText('检测人姓名'), '小林');
    await user.type(screen.getByPlaceholderText('顾客姓名'), '{Enter}');

    await waitFor(() => expect(searches(requests)).toHaveLength(2));
    expect(lastQuery(requests)).toEqual({
      userId: '2',
      name: '沈',
      telephone: '135',
      userName: '小林',
      startTime: '2026-11-01',
      endTime: '2026-11-20',
      begin: '0',
      length: '10',
    });
    expect(router.state.location.search).toContain('telephone=135');
  });

  it('the same search again starts over from page 0', async () => {
    const { requests, user } = renderFace({
      'GET /api/customer/record/full/face': ok([makeFaceResult()]),
    });
    await screen.findByText('沈佳');
    await user.click(getButtonByText('搜索'));
    await waitFor(() => expect(searches(requests)).toHaveLength(2));
    expect(lastQuery(requests).begin).toBe('0');
  });

  it('loads 10 at a time and hides load more at the end', async () => {
    const all = Array.from({ length: 13 }, (_, index) =>
      makeFaceResult({ recordId: 100 - index, customerName: `顾客${index + 1}` }),
    );
    const { requests, user } = renderFace({
      'GET /api/customer/record/full/face': (request) => {
        const begin = Number(request.query.get('begin'));
        return ok(all.slice(begin, begin + Number(request.query.get('length'))));
      },
    });
    await screen.findByText('顾客1');
    expect(cards()).toHaveLength(10);
    await user.click(getButtonByText('加载更多'));
    await screen.findByText('顾客13');
    expect(cards()).toHaveLength(13);
    expect(searches(requests).map((request) => request.query.get('begin'))).toEqual(['0', '10']);
    expect(screen.queryByText('加载更多')).not.toBeInTheDocument();
    expect(screen.getByText('已显示全部记录')).toBeInTheDocument();
  });

  it('issue 17 #6: the care lists filter the records, sent as the spec’s comma strings', async () => {
    const { requests, user } = renderFace({ 'GET /api/customer/record/full/face': ok([]) });
    expect(await screen.findByText('没有找到符合条件的检测记录')).toBeInTheDocument();
    expect(
      screen.getByText('勾选后，只显示推荐护理用到所选产品、针对所选功效的检测记录'),
    ).toBeInTheDocument();
    await user.click(checkbox('修护面霜'));
    await user.click(checkbox('抗炎'));
    await user.click(checkbox('修护'));
    await user.click(getButtonByText('搜索'));
    await waitFor(() => expect(lastQuery(requests)).toMatchObject({ products: '修护面霜' }));
    expect(lastQuery(requests).cares).toBe('抗炎,修护');
  });
});
