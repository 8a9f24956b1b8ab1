import type { DataRequest, MyData } from '@skinscope/contracts';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

configure({ asyncUtilTimeout: 25_000 });
vi.setConfig({ testTimeout: 30_000 });

const TOKEN = 'D'.repeat(43);
const page: MyData = {
  customerName: '张*',
  mobile: '138****0001',
  storeName: '静安旗舰店',
  registeredAt: '2026-09-01T02:00:00.000Z',
  visits: [
    {
      date: '2026-11-20T02:00:00.000Z',
      storeName: '静安旗舰店',
      parts: ['右颧骨', '额头'],
      photos: 4,
      analyses: 2,
    },
  ],
  analyses: { count: 2, first: '2026-11-20T02:05:00.000Z', last: '2026-11-20T02:06:00.000Z' },
  consents: [
    { version: 'photo-2026-01', givenAt: '2026-09-01T02:00:00.000Z', guardianRelation: '母亲' },
  ],
  photoViews: [
    { date: '2026-11-20', staffName: '王顾问', storeName: '静安旗舰店', count: 3 },
    { date: '2026-11-18', staffName: '李店长', storeName: null, count: 1 },
  ],
  requests: [],
  expiresAt: '2026-12-29T02:00:00.000Z',
};
const pending: DataRequest = {
  id: 5,
  kind: 'erase_photos',
  status: 'open',
  requestedAt: '2026-11-29T02:00:00.000Z',
  dueOn: '2026-12-18',
  handledAt: null,
  note: null,
};

describe('我的数据 (issue 34 #1)', () => {
  it('shows what is stored about her and who viewed her photos', async () => {
    fakeApi({ [`GET /api/public/my-data/${TOKEN}`]: ok(page) });
    renderApp(`/d/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: '我的数据' })).toBeInTheDocument();
    expect(screen.getByText('张* 138****0001')).toBeInTheDocument();
    const views = screen.getByTestId('photo-views');
    expect(within(views).getByText('王顾问')).toBeInTheDocument();
    expect(within(views).getByText('查看 3 次')).toBeInTheDocument();
    expect(within(views).getByText('2026-11-18')).toBeInTheDocument();
    expect(screen.getByText('右颧骨')).toBeInTheDocument();
    expect(screen.getByText('照片 4 张 · 分析 2 次')).toBeInTheDocument();
    expect(screen.getByText('同意书版本 photo-2026-01')).toBeInTheDocument();
    expect(screen.getByText('由监护人（母亲）代为同意')).toBeInTheDocument();
    expect(screen.getByText('您还没有提交过申请')).toBeInTheDocument();
  });

  it('asks for the erasure of her photos after she chose it, then shows it in progress', async () => {
    let requests: DataRequest[] = [];
    const api = fakeApi({
      [`GET /api/public/my-data/${TOKEN}`]: () => ok({ ...page, requests }),
      [`POST /api/public/my-data/${TOKEN}/requests`]: () => {
        requests = [pending];
        return ok(pending);
      },
    });
    const { user } = renderApp(`/d/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: /删除我的照片\/全部数据/ }));
    const dialog = await screen.findByRole('dialog', { name: '申请删除' });
    const submit = within(dialog).getByRole('button', { name: '确认提交' });
    // Nothing is asked until she has chosen what to delete.
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText(/本页面和报告链接都将失效/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /只删除照片/ }));
    await user.click(submit);
    const list = await screen.findByTestId('my-data-requests');
    expect(within(list).getByText('删除我的照片')).toBeInTheDocument();
    expect(within(list).getByText('处理中')).toBeInTheDocument();
    expect(within(list).getByText(/门店将于 2026-12-18 前处理/)).toBeInTheDocument();
    const posted = api.requests.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({ kind: 'erase_photos' });
  });

  it('a revoked or expired link says the link is no longer valid', async () => {
    fakeApi({
      [`GET /api/public/my-data/${TOKEN}`]: fail(
        404,
        'REPORT_LINK_INVALID',
        '报告链接已失效或不存在',
      ),
    });
    renderApp(`/d/${TOKEN}`);
    expect(await screen.findByText('链接已失效')).toBeInTheDocument();
  });
});
