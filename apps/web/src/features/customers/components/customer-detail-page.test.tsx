import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '../../../test/fake-api';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { customerRow, historyReport, scanRecord } from '../test-fixtures';
import { button, findButton, queryButton, renderApp } from '../test-helpers';

function detailApi(overrides: Record<string, Response | ((r: FakeRequest) => Response)> = {}) {
  return fakeApi({
    'GET /api/customer/5': ok(customerRow({ remark: '对酒精过敏' })),
    'GET /api/customer/record': ok([]),
    'GET /api/customer/5/drafts': ok([]),
    ...overrides,
  });
}

describe('query/detail header and records', () => {
  it('shows name, gender, phone and age, and an empty record history', async () => {
    const { requests } = detailApi();
    signInAs();
    renderApp('/query/detail/5?scope=reach');

    expect(await screen.findByText('李娜')).toBeInTheDocument();
    expect(screen.getByText('女')).toBeInTheDocument();
    expect(screen.getByText('13912345678')).toBeInTheDocument();
    expect(screen.getByText('30')).toBeInTheDocument();
    expect(await screen.findByText('暂无检测记录')).toBeInTheDocument();
    const records = requests.find((request) => request.path === '/api/customer/record');
    expect(records?.query.toString()).toBe('recCustomerId=5&scope=reach');
  });

  it('lists records newest first; the newest is open with its photos by part and light', async () => {
    detailApi({
      'GET /api/customer/record': ok([
        scanRecord({
          id: 2,
          created: '2026-03-08T02:30:00.000Z',
          scanType: 'RETRY_SCAN',
          evaluation: { all: 5, effect: 4, service: 3, environment: 2 },
          recommend: {
            products: '"basic-soothe","unknown-care"',
            goods: 'goods-9-1,goods-9-2',
          },
        }),
        scanRecord({ id: 1, created: '2026-01-02T02:30:00.000Z', recUserName: '张店长' }),
      ]),
    });
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    const newest = dayjs('2026-03-08T02:30:00.000Z').format('YYYY-MM-DD HH:mm');
    expect(await screen.findByText(newest)).toBeInTheDocument();
    expect(screen.getByText('复检')).toBeInTheDocument();
    expect(screen.getByText('检测人：张店长')).toBeInTheDocument();
    expect(screen.getByText('右颧骨')).toBeInTheDocument();
    expect(screen.getByAltText('右颧骨常光照片')).toHaveAttribute(
      'src',
      '/home/imagerec/img/5/490000/1700000000001.jpg',
    );
    expect(screen.getByAltText('右颧骨偏振光照片')).toBeInTheDocument();
    expect(screen.getByAltText('左脸颊常光照片')).toBeInTheDocument();
    // Stars: the record's evaluation, as given.
    expect(screen.getByLabelText('整体 5')).toBeInTheDocument();
    expect(screen.getByLabelText('环境 2')).toBeInTheDocument();
    // Recommendations by name; quotation marks stripped, unknown keys left out.
    expect(screen.getByText('基础·舒缓镇静')).toBeInTheDocument();
    expect(screen.queryByText('unknown-care')).not.toBeInTheDocument();
    expect(screen.getByText('推荐产品')).toBeInTheDocument();

    // A photo opens in the fullscreen viewer.
    await user.click(screen.getByAltText('左脸颊常光照片'));
    expect(await screen.findByAltText('大图')).toHaveAttribute(
      'src',
      '/home/imagerec/img/5/490000/1700000000003.jpg',
    );
  });

  it('an older record opens when its header is clicked', async () => {
    detailApi({
      'GET /api/customer/record': ok([
        scanRecord({ id: 2, scan: { photos: [] } }),
        scanRecord({ id: 1, created: '2026-01-02T02:30:00.000Z', scanType: 'PHOTO_ONLY' }),
      ]),
    });
    signInAs();
    const { user } = renderApp('/query/detail/5');

    expect(await screen.findByText('本次检测没有照片')).toBeInTheDocument();
    expect(screen.queryByAltText('右颧骨常光照片')).not.toBeInTheDocument();
    await user.click(screen.getByText('仅拍照'));
    expect(await screen.findByAltText('右颧骨常光照片')).toBeInTheDocument();
  });

  it('each record links to its analysis report, without folding the record', async () => {
    detailApi({
      'GET /api/customer/record': ok([scanRecord({ id: 41 })]),
      'GET /server/skinRecs': ok({ reports: [historyReport()] }),
    });
    signInAs();
    const { user } = renderApp('/query/detail/5');

    await user.click(await screen.findByRole('link', { name: '分析报告' }));
    expect(await screen.findByText('检测报告')).toBeInTheDocument();
    expect(await screen.findByLabelText('油性 5 星（满 5 星，越多越好）')).toBeInTheDocument();
  });

  it('says so when the member is not visible to this user', async () => {
    fakeApi({ 'GET /api/customer/5': fail(404, 'NOT_FOUND', '内容不存在或无权查看') });
    signInAs();
    renderApp('/query/detail/5');
    expect(await screen.findByText('内容不存在或无权查看')).toBeInTheDocument();
  });
});

describe('query/detail remark', () => {
  it('view → edit → cancel returns to the unchanged remark', async () => {
    const { requests } = detailApi();
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('编辑'));
    await user.clear(screen.getByLabelText('备注'));
    await user.type(screen.getByLabelText('备注'), '改了一半');
    await user.click(button('取消'));

    expect(screen.getByText('对酒精过敏')).toBeInTheDocument();
    expect(queryButton('确认')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('an empty remark is refused with "备注不能为空"', async () => {
    const { requests } = detailApi();
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('编辑'));
    await user.clear(screen.getByLabelText('备注'));
    await user.type(screen.getByLabelText('备注'), '   ');
    await user.click(button('确认'));

    expect(await screen.findByText('备注不能为空')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('confirm saves, says "备注已保存" (issue 17 #21: natural Chinese) and goes back to view mode with the new text', async () => {
    let remark = '对酒精过敏';
    const { requests } = detailApi({
      'GET /api/customer/5': () => ok(customerRow({ remark })),
      'PUT /api/customer/remark/update': (request) => {
        remark = (request.body as { remark: string }).remark;
        return ok(null);
      },
    });
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('编辑'));
    await user.type(screen.getByLabelText('备注'), '，偏好温和护理');
    await user.click(button('确认'));

    expect(await screen.findByText('备注已保存')).toBeInTheDocument();
    expect(await screen.findByText('对酒精过敏，偏好温和护理')).toBeInTheDocument();
    expect(await findButton('编辑')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ recCustomerId: 5, remark: '对酒精过敏，偏好温和护理' });
  });

  it('for scope skinworker the customer id travels prefixed', async () => {
    const { requests } = detailApi({
      'GET /api/customer/5': ok(customerRow({ scope: 'skinworker' })),
      'PUT /api/customer/remark/update': ok(null),
    });
    signInAs({ scope: 'skinworker' });
    const { user } = renderApp('/query/detail/5?scope=skinworker');

    await user.click(await findButton('编辑'));
    await user.type(screen.getByLabelText('备注'), '新备注');
    await user.click(button('确认'));

    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        recCustomerId: 'skinworker5',
        remark: '新备注',
      }),
    );
  });

  it('fullscreen shows the editor large and can save from there', async () => {
    const { requests } = detailApi({ 'PUT /api/customer/remark/update': ok(null) });
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('编辑'));
    await user.click(button('全屏'));
    expect(await findButton('退出全屏')).toBeInTheDocument();
    await user.type(screen.getByLabelText('备注', { selector: 'textarea' }), '！');
    await user.click(button('确认'));

    expect(await screen.findByText('备注已保存')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      remark: '对酒精过敏！',
    });
  });

  it('a failed save keeps the edit open and shows the server message', async () => {
    detailApi({
      'PUT /api/customer/remark/update': fail(404, 'NOT_FOUND', '内容不存在或无权查看'),
    });
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('编辑'));
    await user.type(screen.getByLabelText('备注'), '！');
    await user.click(button('确认'));

    expect(await screen.findByText('内容不存在或无权查看')).toBeInTheDocument();
    expect(screen.getByLabelText('备注')).toHaveValue('对酒精过敏！');
  });
});

describe('query/detail privacy actions (administrators)', () => {
  it('are not shown to staff', async () => {
    detailApi();
    signInAs();
    renderApp('/query/detail/5');
    expect(await screen.findByText('李娜')).toBeInTheDocument();
    expect(screen.queryByText('顾客资料管理')).not.toBeInTheDocument();
  });

  it('export downloads the zip named by id, without the customer’s name', async () => {
    const { requests } = detailApi({
      'GET /api/customer/5/export': () =>
        new Response(new Blob(['PK']), { headers: { 'content-type': 'application/zip' } }),
    });
    const clicked: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    URL.createObjectURL = () => 'blob:export';
    URL.revokeObjectURL = () => undefined;
    try {
      signInAs({ role: 'admin' });
      const { user } = renderApp('/query/detail/5');
      await user.click(await findButton('导出全部资料'));
      await waitFor(() => expect(clicked).toEqual(['customer-5.zip']));
      expect(requests.some((request) => request.path === '/api/customer/5/export')).toBe(true);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('erase asks first, then deletes, says so and returns to the query screen', async () => {
    const { requests } = detailApi({ 'DELETE /api/customer/5': ok(null) });
    signInAs({ role: 'admin' });
    const { user, router } = renderApp('/query/detail/5');
    await user.click(await findButton('删除顾客'));
    expect(await screen.findByText('永久删除该顾客？')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(button('永久删除'));
    expect(await screen.findByText('顾客资料已删除')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/query'));
  });

  it('a refused erasure shows the server message and stays', async () => {
    detailApi({
      'DELETE /api/customer/5': fail(403, 'FORBIDDEN', '没有权限，请联系管理员'),
    });
    signInAs({ role: 'admin' });
    const { user, router } = renderApp('/query/detail/5');
    await user.click(await findButton('删除顾客'));
    await user.click(await findButton('永久删除'));
    expect(await screen.findByText('没有权限，请联系管理员')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/query/detail/5');
  });
});
