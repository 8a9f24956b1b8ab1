import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, fastUser, getButtonByText, SLOW_UI_MS } from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeCase, makeCases } from '../test-fixtures';
import { checkbox } from '../test-helpers';

allowSlowUi();

const listCalls = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/api/customer/case');

/** A fake list endpoint over `all` (newest first), paging by begin/length like the server. */
function listEndpoint(all: ReturnType<typeof makeCases>) {
  return (request: FakeRequest) => {
    const begin = Number(request.query.get('begin'));
    const length = Number(request.query.get('length'));
    return ok(all.slice(begin, begin + length));
  };
}

const cards = () => [...document.querySelectorAll<HTMLElement>('.cases-card')];
const cardOf = (description: string) => {
  const card = screen.getByText(description).closest<HTMLElement>('.cases-card');
  if (!card) throw new Error(`no card for ${description}`);
  return card;
};

function renderExcellent(
  user: Parameters<typeof signInAs>[0],
  routes: Parameters<typeof fakeApi>[0],
  path = '/example/excellent',
) {
  const api = fakeApi(routes);
  signInAs(user);
  return { ...api, ...renderApp(path), user: fastUser() };
}

describe('example/excellent access', { timeout: SLOW_UI_MS }, () => {
  it('refuses a pubdom user without asking the server', async () => {
    const { requests } = renderExcellent({ scope: 'pubdom', canUpload: true }, {});
    expect(
      await screen.findByText('公共账号暂不能使用案例功能，请联系管理员开通'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回查询' })).toBeInTheDocument();
    expect(listCalls(requests)).toEqual([]);
  });
});

describe('example/excellent list', { timeout: SLOW_UI_MS }, () => {
  it('shows the newest-first title and loads 10 at a time until the end', async () => {
    const { requests, user } = renderExcellent(
      {},
      { 'GET /api/customer/case': listEndpoint(makeCases(23)) },
    );

    expect(await screen.findByText('案例描述23')).toBeInTheDocument();
    expect(screen.getByText('按上传时间排序，最新的在前')).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    expect(Object.fromEntries(listCalls(requests)[0]?.query ?? [])).toEqual({
      begin: '0',
      length: '10',
    });

    await user.click(getButtonByText('加载更多'));
    await screen.findByText('案例描述13');
    await user.click(getButtonByText('加载更多'));
    await screen.findByText('案例描述1');

    expect(cards()).toHaveLength(23);
    expect(listCalls(requests).map((request) => request.query.get('begin'))).toEqual([
      '0',
      '10',
      '20',
    ]);
    expect(screen.queryByText('加载更多')).not.toBeInTheDocument();
    expect(screen.getByText('已显示全部案例')).toBeInTheDocument();
  });

  it('hides load more while a page is loading', async () => {
    let release: () => void = () => undefined;
    const all = makeCases(15);
    const { user } = renderExcellent(
      {},
      {
        'GET /api/customer/case': async (request) => {
          if (request.query.get('begin') === '10') {
            await new Promise<void>((resolve) => (release = resolve));
          }
          return listEndpoint(all)(request);
        },
      },
    );
    await screen.findByText('案例描述15');
    await user.click(getButtonByText('加载更多'));
    await waitFor(() => expect(screen.queryByText('加载更多')).not.toBeInTheDocument());
    release();
    expect(await screen.findByText('案例描述1')).toBeInTheDocument();
  });

  it('sends the ticked care items and efficacy points as comma strings when 搜索 is pressed', async () => {
    const { requests, user, router } = renderExcellent(
      {},
      { 'GET /api/customer/case': listEndpoint(makeCases(3)) },
    );
    await screen.findByText('案例描述3');

    await user.click(checkbox('修护面霜'));
    await user.click(checkbox('舒敏喷雾'));
    await user.click(checkbox('抗炎'));
    expect(listCalls(requests)).toHaveLength(1); // ticking alone does not search
    await user.click(getButtonByText('搜索'));

    await waitFor(() => expect(listCalls(requests)).toHaveLength(2));
    expect(Object.fromEntries(listCalls(requests)[1]?.query ?? [])).toEqual({
      products: '修护面霜,舒敏喷雾',
      cares: '抗炎',
      begin: '0',
      length: '10',
    });
    expect(router.state.location.search).toBe(
      `?products=${encodeURIComponent('修护面霜,舒敏喷雾')}&cares=${encodeURIComponent('抗炎')}`,
    );
  });

  it('issue 17 #28: 清空 empties the boxes and lifts the applied filter', async () => {
    const { requests, user, router } = renderExcellent(
      {},
      { 'GET /api/customer/case': listEndpoint(makeCases(3)) },
    );
    await screen.findByText('案例描述3');
    await user.click(checkbox('修护面霜'));
    await user.click(getButtonByText('搜索'));
    await waitFor(() => expect(listCalls(requests)).toHaveLength(2));
    await user.click(getButtonByText('清空'));
    await waitFor(() => expect(listCalls(requests)).toHaveLength(3));
    expect(Object.fromEntries(listCalls(requests)[2]?.query ?? [])).toEqual({
      begin: '0',
      length: '10',
    });
    expect(router.state.location.search).toBe('');
    expect(checkbox('修护面霜')).not.toBeChecked();
  });

  it('says so when nothing matches the filter', async () => {
    renderExcellent(
      {},
      { 'GET /api/customer/case': ok([]) },
      `/example/excellent?cares=${encodeURIComponent('美白')}`,
    );
    expect(await screen.findByText('暂无符合条件的案例')).toBeInTheDocument();
    expect(checkbox('美白')).toBeChecked();
  });

  it('opens the detail with the photo, products, efficacy points and description; a click closes it', async () => {
    const item = makeCase({ description: '泛红减轻，肤色均匀' });
    const { user } = renderExcellent({}, { 'GET /api/customer/case': ok([item]) });
    await screen.findByText('泛红减轻，肤色均匀');

    await user.click(screen.getByRole('button', { name: '查看案例详情（王小美上传）' }));
    const detail = screen.getByRole('dialog', { name: '案例详情，点击任意位置关闭' });
    expect(within(detail).getByRole('img', { name: '案例图片' })).toHaveAttribute(
      'src',
      item.imgUrl,
    );
    expect(within(detail).getByText('使用的护理项目')).toBeInTheDocument();
    expect(within(detail).getByText('舒敏喷雾')).toBeInTheDocument();
    expect(within(detail).getByText('功效点')).toBeInTheDocument();
    expect(within(detail).getByText('抗炎')).toBeInTheDocument();
    expect(within(detail).getByText('泛红减轻，肤色均匀')).toBeInTheDocument();

    await user.click(within(detail).getByText('案例描述'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('example/excellent rights', { timeout: SLOW_UI_MS }, () => {
  const mine = makeCase({ id: 2, userId: 7, description: '我的案例' });
  const theirs = makeCase({ id: 1, userId: 8, userName: '李娜', description: '同事的案例' });

  it('without canUpload: no upload button, no edit or delete', async () => {
    renderExcellent({ id: 7, canUpload: false }, { 'GET /api/customer/case': ok([mine]) });
    await screen.findByText('我的案例');
    expect(screen.queryByText('上传案例')).not.toBeInTheDocument();
    expect(screen.queryByText('编辑')).not.toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
  });

  it('issue 29 #15: an uploader may upload, and edit or delete every case of the company, as the server allows', async () => {
    const { user, router } = renderExcellent(
      { id: 7, canUpload: true },
      { 'GET /api/customer/case': ok([mine, theirs]) },
    );
    await screen.findByText('我的案例');
    expect(getButtonByText('上传案例')).toBeInTheDocument();
    for (const card of ['我的案例', '同事的案例']) {
      expect(within(cardOf(card)).getByText('编辑')).toBeInTheDocument();
      expect(within(cardOf(card)).getByText('删除')).toBeInTheDocument();
    }

    await user.click(getButtonByText('编辑', cardOf('同事的案例')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/example/excellent/upload'));
    expect(router.state.location.search).toBe('?id=1');
  });

  it('deletes after confirming, says 删除成功 and reloads the list', async () => {
    let stored = [mine];
    const { requests, user } = renderExcellent(
      { id: 7, canUpload: true },
      {
        'GET /api/customer/case': () => ok(stored),
        'DELETE /api/customer/case/2/remove': () => {
          stored = [];
          return ok(null);
        },
      },
    );
    await screen.findByText('我的案例');
    await user.click(getButtonByText('删除', cardOf('我的案例')));
    await user.click(getButtonByText('删除', await screen.findByRole('tooltip')));

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    const removal = requests.find((request) => request.method === 'DELETE');
    expect(removal?.query.get('userId')).toBe('7');
    expect(await screen.findByText('还没有案例')).toBeInTheDocument();
  });

  it('shows the server’s message when a delete is refused', async () => {
    const { user } = renderExcellent(
      { id: 7, canUpload: true },
      {
        'GET /api/customer/case': ok([mine]),
        'DELETE /api/customer/case/2/remove': fail(
          403,
          'NOT_AUTHORIZED_TO_UPLOAD',
          '暂无案例上传权限，请联系管理员',
        ),
      },
    );
    await screen.findByText('我的案例');
    await user.click(getButtonByText('删除', cardOf('我的案例')));
    await user.click(getButtonByText('删除', await screen.findByRole('tooltip')));
    expect(await screen.findByText('暂无案例上传权限，请联系管理员')).toBeInTheDocument();
    expect(screen.getByText('我的案例')).toBeInTheDocument();
  });
});
