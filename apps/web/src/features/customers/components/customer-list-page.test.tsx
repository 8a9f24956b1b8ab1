import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../../test/fake-api';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { customerRow, customerRows } from '../test-fixtures';
import { button, findButton, findRow, queryButton, renderApp, tableRows } from '../test-helpers';

afterEach(() => window.sessionStorage.clear());

/** A fake search endpoint holding `total` members: it pages by `begin`/`length` like the server. */
function searchEndpoint(total: number) {
  const all = customerRows(total);
  return (request: FakeRequest) => {
    const begin = Number(request.query.get('begin'));
    const length = Number(request.query.get('length'));
    return ok(all.slice(begin, begin + length));
  };
}

const searches = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/api/customer');
const bodyRows = tableRows;

describe('query/list paging', () => {
  it('loads 10 at a time with begin = page × 10 and hides load more at the end', async () => {
    const { requests } = fakeApi({ 'GET /api/customer': searchEndpoint(23) });
    signInAs({ id: 8, scope: 'cgo', companyUserId: 2 });
    const { user } = renderApp('/query/list?telephone=139&name=');

    await screen.findByText('会员100');
    expect(bodyRows()).toHaveLength(10);
    expect(Object.fromEntries(searches(requests)[0]?.query ?? [])).toEqual({
      telephone: '139',
      name: '',
      scope: 'cgo',
      userId: '2',
      begin: '0',
      length: '10',
    });

    await user.click(button('加载更多'));
    await screen.findByText('会员90');
    expect(bodyRows()).toHaveLength(20);
    await user.click(button('加载更多'));
    await screen.findByText('会员78');

    expect(bodyRows()).toHaveLength(23);
    expect(searches(requests).map((request) => request.query.get('begin'))).toEqual([
      '0',
      '10',
      '20',
    ]);
    expect(queryButton('加载更多')).not.toBeInTheDocument();
    expect(screen.getByText('已显示全部会员')).toBeInTheDocument();
  });

  it('a page of exactly 10 still offers load more; an empty next page ends the list', async () => {
    fakeApi({ 'GET /api/customer': searchEndpoint(10) });
    signInAs();
    const { user } = renderApp('/query/list?telephone=&name=');

    await screen.findByText('会员100');
    await user.click(button('加载更多'));

    await screen.findByText('已显示全部会员');
    expect(bodyRows()).toHaveLength(10);
  });

  it('a new search starts again from page 0 with the old rows cleared', async () => {
    const { requests } = fakeApi({
      'GET /api/customer': (request) => {
        if (request.query.get('name') === '张') return ok([customerRow({ fullName: '张敏' })]);
        return searchEndpoint(15)(request);
      },
    });
    signInAs();
    const { user, router } = renderApp('/query/list?telephone=&name=');
    await screen.findByText('会员100');
    await user.click(button('加载更多'));
    await screen.findByText('会员86');

    await user.type(screen.getByLabelText('姓名'), '张');
    await user.click(button('查找'));

    await screen.findByText('张敏');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.queryByText('会员100')).not.toBeInTheDocument();
    expect(searches(requests).at(-1)?.query.get('begin')).toBe('0');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      telephone: '',
      name: '张',
    });
  });

  it('searching the same words again also resets to page 0', async () => {
    const { requests } = fakeApi({ 'GET /api/customer': searchEndpoint(15) });
    signInAs();
    const { user } = renderApp('/query/list?telephone=&name=');
    await screen.findByText('会员100');
    await user.click(button('加载更多'));
    await screen.findByText('会员86');

    await user.click(button('查找'));

    await waitFor(() => expect(searches(requests)).toHaveLength(3));
    expect(searches(requests)[2]?.query.get('begin')).toBe('0');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(button('加载更多')).toBeInTheDocument();
  });

  it('while a page loads, search is busy and load more is hidden (no double submit)', async () => {
    let release: () => void = () => undefined;
    const { requests } = fakeApi({
      'GET /api/customer': (request) =>
        request.query.get('begin') === '0'
          ? searchEndpoint(15)(request)
          : new Promise<Response>((resolve) => {
              release = () => resolve(searchEndpoint(15)(request));
            }),
    });
    signInAs();
    const { user } = renderApp('/query/list?telephone=&name=');
    await screen.findByText('会员100');

    await user.click(button('加载更多'));

    expect(queryButton('加载更多')).not.toBeInTheDocument();
    await user.click(button('查找'));
    expect(searches(requests)).toHaveLength(2);
    release();
    await screen.findByText('会员86');
  });
});

describe('query/list rows', () => {
  it("shows '/' for a missing store, nickname or age", async () => {
    fakeApi({
      'GET /api/customer': ok([
        customerRow({ storeId: null, storeName: null, nickname: null, age: null }),
      ]),
    });
    signInAs();
    renderApp('/query/list?telephone=&name=');

    const row = await findRow('李娜');
    const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['李娜', '13912345678', '/', '/', '/']);
  });

  it('offers start check without a latest record and re-check with one', async () => {
    fakeApi({
      'GET /api/customer': ok([
        customerRow({ id: 1, fullName: '新顾客' }),
        customerRow({
          id: 2,
          fullName: '老顾客',
          latestRecord: { id: 9, created: '2026-01-02T03:04:05.000Z', scanType: 'FULL_SCAN' },
        }),
      ]),
    });
    signInAs();
    renderApp('/query/list?telephone=&name=');

    const fresh = await findRow('新顾客');
    const known = await findRow('老顾客');
    expect(button('开始检测', fresh)).toBeInTheDocument();
    expect(queryButton('复检', fresh)).not.toBeInTheDocument();
    expect(button('复检', known)).toBeInTheDocument();
    expect(queryButton('开始检测', known)).not.toBeInTheDocument();
  });

  it.each([
    ['reach', 3, true],
    ['reach', null, false],
    ['cgo', 3, false],
    ['pubdom', 3, false],
    ['skinworker', 3, false],
  ] as const)(
    'scope %s with store id %s: authorisation management shown = %s',
    async (scope, storeId, shown) => {
      fakeApi({ 'GET /api/customer': ok([customerRow({ storeId })]) });
      signInAs({ scope });
      renderApp('/query/list?telephone=&name=');
      const row = await findRow('李娜');
      expect(queryButton('授权管理', row) !== null).toBe(shown);
    },
  );

  it('authorisation management opens the third-party authorisation dialog', async () => {
    fakeApi({
      'GET /api/customer': ok([customerRow()]),
      'GET /api/user/bind/store': ok([]),
    });
    signInAs({ scope: 'reach' });
    const { user } = renderApp('/query/list?telephone=&name=');

    await user.click(await findButton('授权管理'));

    expect(await screen.findByText('第三方授权')).toBeInTheDocument();
  });

  it('start check stores the customer with scan type FULL_SCAN and opens the introduction', async () => {
    fakeApi({ 'GET /api/customer': ok([customerRow({ id: 77 })]) });
    signInAs();
    const { user, router } = renderApp('/query/list?telephone=&name=');

    await user.click(await findButton('开始检测'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/introduce'));
    const stored = JSON.parse(window.sessionStorage.getItem('skinscope.wizard.customer') ?? '{}');
    expect(stored).toMatchObject({ id: 77, fullName: '李娜' });
    expect(window.sessionStorage.getItem('skinscope.wizard.scanType')).toBe('FULL_SCAN');
  });

  it('re-check stores the customer and opens the rating of the last visit', async () => {
    window.sessionStorage.setItem('skinscope.wizard.condition', '[]');
    const latestRecord = {
      id: 9,
      created: '2026-01-02T03:04:05.000Z',
      scanType: 'FULL_SCAN',
    } as const;
    fakeApi({ 'GET /api/customer': ok([customerRow({ id: 78, latestRecord })]) });
    signInAs();
    const { user, router } = renderApp('/query/list?telephone=&name=');

    await user.click(await findButton('复检'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/evaluate'));
    expect(window.sessionStorage.getItem('skinscope.wizard.customer')).toContain('"id":78');
    // An earlier consultation's answers do not leak into this one.
    expect(window.sessionStorage.getItem('skinscope.wizard.condition')).toBeNull();
  });

  it('view detail carries the scope', async () => {
    fakeApi({ 'GET /api/customer': ok([customerRow({ id: 5, scope: 'skinworker' })]) });
    signInAs({ scope: 'skinworker' });
    const { user, router } = renderApp('/query/list?telephone=&name=');

    await user.click(await findButton('查看详情'));

    expect(router.state.location.pathname).toBe('/query/detail/5');
    expect(router.state.location.search).toBe('?scope=skinworker');
  });

  it('history carries the member name', async () => {
    fakeApi({ 'GET /api/customer': ok([customerRow()]) });
    signInAs();
    const { user, router } = renderApp('/query/list?telephone=&name=');

    await user.click(await findButton('历史记录'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/query/history'));
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('李娜');
  });

  it('皮肤变化 opens her progress page; a member without a visit has none', async () => {
    fakeApi({
      'GET /api/customer': ok([
        customerRow({
          id: 5,
          latestRecord: { id: 9, created: '2026-11-01T02:00:00.000Z', scanType: 'FULL_SCAN' },
        }),
        customerRow({ id: 6, fullName: '赵敏', latestRecord: null }),
      ]),
    });
    signInAs();
    const { user, router } = renderApp('/query/list?telephone=&name=');

    const links = await screen.findAllByRole('button', { name: '皮肤变化' });
    expect(links).toHaveLength(1);
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/query/progress/5'));
  });
});

describe('query/list without canScan', () => {
  it('does not search and says the user is not authorised', async () => {
    const { requests } = fakeApi();
    signInAs({ canScan: false });
    const { user } = renderApp('/query/list?telephone=139&name=');

    expect(await screen.findByText('暂未授权，请联系管理员')).toBeInTheDocument();
    await user.click(button('查找'));
    expect(searches(requests)).toHaveLength(0);
  });
});
