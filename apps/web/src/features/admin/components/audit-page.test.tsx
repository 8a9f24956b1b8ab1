import type { AuditEntry } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, enter, fastUser, getButtonByText, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

allowSlowUi();

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2025-03-01T02:30:00.000Z',
    actorId: 1,
    actorName: '管理员',
    action: 'admin.user_scan_allowed',
    targetType: 'user',
    targetId: '5',
    ip: '10.0.0.8',
    details: null,
    targetName: '李娜',
    customer: null,
    recordId: null,
    ...overrides,
  };
}

const auditCalls = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.path === '/api/audit')
    .map((request) => Object.fromEntries(request.query));

describe('audit log', { timeout: SLOW_UI_MS }, () => {
  it('shows time, actor, a Chinese action label, target and address', async () => {
    fakeApi({
      'GET /api/audit': ok([
        entry(),
        entry({
          id: 2,
          actorId: null,
          actorName: null,
          action: 'auth.login_failed',
          targetType: null,
          targetId: null,
        }),
        entry({ id: 3, action: 'something.new' }),
      ]),
    });
    signInAs({ role: 'admin', scope: 'cgo' });
    renderApp('/admin/audit');

    const row = (await screen.findByText('允许扫描')).closest('tr') as HTMLElement;
    // Asia/Shanghai is not assumed: the time is shown in the browser's zone.
    expect(within(row).getByText(/^2025-03-01 \d\d:30:00$/)).toBeInTheDocument();
    expect(within(row).getByText('管理员')).toBeInTheDocument();
    expect(within(row).getByText('用户：李娜')).toBeInTheDocument();
    expect(within(row).getByText('10.0.0.8')).toBeInTheDocument();
    const failed = screen.getByText('登录失败').closest('tr') as HTMLElement;
    expect(within(failed).getByText('系统')).toBeInTheDocument();
    expect(screen.getByText('something.new')).toBeInTheDocument();
  });

  it('filters by action, pages by 50 with load more', async () => {
    const page = (start: number, count: number) =>
      Array.from({ length: count }, (_, index) => entry({ id: start + index }));
    const { requests } = fakeApi({
      'GET /api/audit': (request) =>
        ok(request.query.get('begin') === '0' ? page(1, 50) : page(51, 2)),
    });
    signInAs({ role: 'admin', scope: 'cgo' });
    renderApp('/admin/audit');
    const user = fastUser();
    await screen.findAllByText('允许扫描');

    await user.click(getButtonByText('加载更多'));
    await waitFor(() => expect(screen.queryByText('加载更多')).not.toBeInTheDocument());
    expect(screen.getByText('已全部加载')).toBeInTheDocument();

    // The option list is virtual: type to bring the option into view, as a person would.
    await enter(user, screen.getByRole('combobox', { name: '操作类型' }), '停用门店');
    await user.click(
      await screen.findByText('停用门店', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(getButtonByText('查询'));

    await waitFor(() => expect(auditCalls(requests)).toHaveLength(3));
    expect(auditCalls(requests)).toEqual([
      { begin: '0', length: '50' },
      { begin: '50', length: '50' },
      { action: 'admin.store_archived', begin: '0', length: '50' },
    ]);
  });

  it('issue 17 #18: targets read as names and link to the customer or record, never raw ids or photo paths', async () => {
    fakeApi({
      'GET /api/audit': ok([
        entry({
          id: 4,
          action: 'detection.created',
          targetType: 'detection',
          targetId: '8',
          targetName: '赵敏',
          customer: { id: 31, scope: 'reach' },
          recordId: 12,
        }),
        entry({
          id: 5,
          action: 'photo.read',
          targetType: 'photo',
          targetId: 'img/31/493812/1763800000000.jpg',
          targetName: '赵敏',
          customer: { id: 31, scope: 'reach' },
        }),
        entry({
          id: 6,
          action: 'photo.read',
          targetType: 'sos-photo',
          targetId: 'sos/35/493812/1763800000000.jpg',
          targetName: '周芷若',
        }),
        entry({ id: 7, action: 'admin.store_archived', targetType: 'store', targetName: null }),
      ]),
    });
    signInAs({ role: 'admin', scope: 'cgo' });
    renderApp('/admin/audit');

    const detection = await screen.findByRole('link', { name: '皮肤检测：赵敏' });
    expect(detection).toHaveAttribute('href', '/query/history/12');
    expect(screen.getByRole('link', { name: '顾客照片：赵敏' })).toHaveAttribute(
      'href',
      '/query/detail/31?scope=reach',
    );
    expect(screen.getByText('检测照片：周芷若')).toBeInTheDocument();
    expect(screen.getByText('门店（已删除）')).toBeInTheDocument();
    expect(screen.queryByText(/#|\.jpg/)).not.toBeInTheDocument();
  });
});
