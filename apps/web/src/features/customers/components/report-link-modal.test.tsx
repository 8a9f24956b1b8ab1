import type { CreatedReportLink, ReportLink } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { consultedRecord, customerRow } from '../test-fixtures';
import { button, findButton, renderApp } from '../test-helpers';

const TOKEN = 'T'.repeat(43);
const LINK_URL = `http://salon.example/r/${TOKEN}`;
const created: CreatedReportLink = {
  id: 31,
  token: TOKEN,
  url: LINK_URL,
  path: `/r/${TOKEN}`,
  expiresAt: '2026-12-25T08:00:00.000Z',
};
const listed = (overrides: Partial<ReportLink> = {}): ReportLink => ({
  id: 31,
  recordId: 2,
  recordDate: '2026-11-20T02:00:00.000Z',
  createdAt: '2026-11-25T08:00:00.000Z',
  createdBy: '王顾问',
  expiresAt: '2026-12-25T08:00:00.000Z',
  revokedAt: null,
  status: 'active',
  views: 3,
  lastViewedAt: null,
  ...overrides,
});

const detailRoutes = {
  'GET /api/customer/5': ok(customerRow({ id: 5 })),
  'GET /api/customer/record': ok([consultedRecord({ id: 2 })]),
};

describe('issue 19 #3: 生成报告链接 on a finished visit', () => {
  it('creates a link for that visit and shows it with a QR code, copy and print', async () => {
    let links: ReportLink[] = [listed({ id: 30, status: 'expired', views: 0 })];
    const { requests } = fakeApi({
      ...detailRoutes,
      'POST /api/customer/5/report-links': () => {
        links = [listed(), ...links];
        return ok(created);
      },
      'GET /api/customer/5/report-links': () => ok(links),
    });
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('生成报告链接'));
    expect(await screen.findByTestId('report-link-url')).toHaveTextContent(LINK_URL);
    const post = requests.find((r) => r.method === 'POST' && r.path.endsWith('/report-links'));
    expect(post?.body).toEqual({ recordId: 2 });
    // The list is read once the link is made: read at the same time it could miss the new link
    // for good (a first load in flight is not refetched by the creation's invalidation).
    const firstListRead = requests.findIndex(
      (r) => r.method === 'GET' && r.path.endsWith('/report-links'),
    );
    expect(firstListRead).toBeGreaterThan(requests.indexOf(post!));
    // antd's own QRCode (issue 30 #2), drawn as SVG.
    const qr = await screen.findByRole('img', { name: '报告链接二维码' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(button('复制链接')).toBeEnabled();
    expect(button('打印')).toBeEnabled();
    expect(screen.getAllByText('有效期至 2026-12-25', { exact: false }).length).toBeGreaterThan(0);
    // The new link heads the list; the expired one cannot be revoked.
    expect(await screen.findAllByText('王顾问 生成于', { exact: false })).toHaveLength(2);
    const items = document.querySelectorAll('.customers-report-links .ant-list-item');
    expect(items[0]).toHaveTextContent('有效');
    expect(items[0]).toHaveTextContent('查看 3 次');
    expect(items[1]).toHaveTextContent('已过期');
    expect(screen.getAllByText('撤销', { selector: 'button *' })).toHaveLength(1);
  });

  it('撤销 asks first, then revokes the listed link by its id', async () => {
    let links = [listed()];
    const { requests } = fakeApi({
      ...detailRoutes,
      'POST /api/customer/5/report-links': ok(created),
      'GET /api/customer/5/report-links': () => ok(links),
      'DELETE /api/report-links/31': () => {
        links = [listed({ status: 'revoked', revokedAt: '2026-11-25T09:00:00.000Z' })];
        return ok(null);
      },
    });
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('生成报告链接'));
    await user.click(await findButton('撤销'));
    const confirm = (
      await screen.findByText('撤销后顾客将无法再打开这个链接，确定撤销吗？')
    ).closest('.ant-popover') as HTMLElement;
    await user.click(
      within(confirm).getByText('确定', { selector: 'button *' }).closest('button')!,
    );
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/report-links/31')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('已撤销')).toBeInTheDocument();
  });

  it('issue 29 #10: once revoked, the dead link’s QR code, address, copy and print are gone', async () => {
    let links = [listed()];
    let made = 0;
    fakeApi({
      ...detailRoutes,
      'POST /api/customer/5/report-links': () => {
        made += 1;
        if (made === 2) links = [listed({ id: 32 }), ...links];
        return ok(made === 1 ? created : { ...created, id: 32 });
      },
      'GET /api/customer/5/report-links': () => ok(links),
      'DELETE /api/report-links/31': () => {
        links = [listed({ status: 'revoked', revokedAt: '2026-11-25T09:00:00.000Z' })];
        return ok(null);
      },
    });
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('生成报告链接'));
    expect(await screen.findByRole('img', { name: '报告链接二维码' })).toBeInTheDocument();
    await user.click(await findButton('撤销'));
    const confirm = (
      await screen.findByText('撤销后顾客将无法再打开这个链接，确定撤销吗？')
    ).closest('.ant-popover') as HTMLElement;
    await user.click(
      within(confirm).getByText('确定', { selector: 'button *' }).closest('button')!,
    );
    expect(await screen.findByText('这个链接已撤销，顾客无法再打开')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '报告链接二维码' })).toBeNull();
    expect(screen.queryByTestId('report-link-url')).toBeNull();
    expect(screen.queryByRole('button', { name: /复制链接/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /打印/ })).toBeNull();
    // A new link for the same visit, if she still wants one.
    await user.click(await findButton('生成新链接'));
    expect(await screen.findByRole('img', { name: '报告链接二维码' })).toBeInTheDocument();
  });

  it('issue 29 #10: the consultation’s last page opens the dialog with ?share={recordId}', async () => {
    const { requests } = fakeApi({
      ...detailRoutes,
      'POST /api/customer/5/report-links': ok(created),
      'GET /api/customer/5/report-links': ok([listed()]),
    });
    signInAs();
    renderApp('/query/detail/5?scope=reach&share=2');

    expect(await screen.findByTestId('report-link-url')).toHaveTextContent(LINK_URL);
    const post = requests.find((r) => r.method === 'POST' && r.path.endsWith('/report-links'));
    expect(post?.body).toEqual({ recordId: 2 });
  });

  it("shows the server's refusal, e.g. no consent on record, in the dialog", async () => {
    fakeApi({
      ...detailRoutes,
      'POST /api/customer/5/report-links': fail(
        409,
        'REPORT_CONSENT_REQUIRED',
        '顾客尚未签署知情同意，不能生成报告链接',
      ),
      'GET /api/customer/5/report-links': ok([]),
    });
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('生成报告链接'));
    expect(await screen.findByText('顾客尚未签署知情同意，不能生成报告链接')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '报告链接二维码' })).toBeNull();
    expect(await screen.findByText('还没有生成过报告链接')).toBeInTheDocument();
  });

  it('issue 29 #2: staff without canScan see the visit but no 生成报告链接', async () => {
    fakeApi(detailRoutes);
    signInAs({ canScan: false });
    renderApp('/query/detail/5?scope=reach');

    expect(await screen.findByRole('link', { name: '分析报告' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /生成报告链接/ })).toBeNull();
  });

  it("issue 29 #6: without PUBLIC_URL the link is this browser's own address, and the dialog says phones cannot open it", async () => {
    fakeApi({
      ...detailRoutes,
      'POST /api/customer/5/report-links': ok({ ...created, url: null }),
      'GET /api/customer/5/report-links': ok([listed()]),
    });
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('生成报告链接'));
    const local = `${window.location.origin}/r/${TOKEN}`;
    expect(await screen.findByTestId('report-link-url')).toHaveTextContent(local);
    expect(screen.getByText('这是本机地址，顾客的手机打不开')).toBeInTheDocument();
    expect(screen.getByText(/请管理员设置 PUBLIC_URL/)).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: '报告链接二维码' });
    expect(qr.closest('[data-url]')?.getAttribute('data-url')).toBe(local);
  });

  it('issue 29 #6: an address that is not http(s) never reaches the QR code or window.open', async () => {
    fakeApi({
      ...detailRoutes,
      'POST /api/customer/5/report-links': ok({ ...created, url: `javascript:alert(1)//${TOKEN}` }),
      'GET /api/customer/5/report-links': ok([listed()]),
    });
    signInAs();
    const { user } = renderApp('/query/detail/5?scope=reach');

    await user.click(await findButton('生成报告链接'));
    expect(
      await screen.findByText('链接地址无效，请联系管理员检查 PUBLIC_URL 设置'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '报告链接二维码' })).toBeNull();
    expect(screen.queryByRole('button', { name: /打\s*印/ })).toBeNull();
  });
});
