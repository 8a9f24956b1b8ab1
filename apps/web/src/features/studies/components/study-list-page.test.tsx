import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeSummary } from '../test-fixtures';

allowSlowUi();

describe('功效验证 list', { timeout: SLOW_UI_MS }, () => {
  it('shows each study with its design, version, lock, enrolment against target and withdrawals', async () => {
    // A store manager: the account heading its company, as for 显微镜校准.
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: null, canScan: false });
    fakeApi({
      'GET /api/studies': ok([
        makeSummary({ version: 2, locked: true, enrolled: 12, withdrawn: 1 }),
        makeSummary({
          id: 4,
          name: '控油凝露 14 天',
          sponsor: '',
          design: 'split_face',
          targetSize: 20,
          createdAt: '2026-11-20T02:00:00.000Z',
        }),
      ]),
    });
    const { router, user } = renderApp('/admin/studies');
    const first = (await screen.findByRole('link', { name: '舒缓精华 28 天泛红改善' })).closest(
      'tr',
    )!;
    for (const text of [
      '安肤品牌',
      '单组前后对照',
      '第 2 版',
      '已锁定',
      '12 / 30 人',
      '已退出 1 人',
      '2026-11-02',
    ])
      expect(within(first).getByText(text)).toBeInTheDocument();
    const second = screen.getByRole('link', { name: '控油凝露 14 天' }).closest('tr')!;
    for (const text of ['门店自有', '半脸对照', '第 1 版', '可修改', '0 / 20 人'])
      expect(within(second).getByText(text)).toBeInTheDocument();
    expect(within(second).queryByText(/已退出/)).toBeNull();
    // Beside 显微镜校准 and 设备重复性 in the admin area.
    const tabs = screen.getByRole('navigation', { name: '管理导航' });
    expect(within(tabs).getByRole('tab', { name: /显微镜校准/ })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /功效验证/, selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /新建研究/ }));
    expect(router.state.location.pathname).toBe('/admin/studies/new');
  });

  it('explains what a study is when there is none yet', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    fakeApi({ 'GET /api/studies': ok([]) });
    renderApp('/admin/studies');
    expect(await screen.findByText('还没有功效验证研究')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is refused to staff who neither administer nor head the company', async () => {
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: 2 });
    fakeApi({ 'GET /api/studies': ok([]) });
    renderApp('/admin/studies');
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新建研究/ })).toBeNull();
  });
});
