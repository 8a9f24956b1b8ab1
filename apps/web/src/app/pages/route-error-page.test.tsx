import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { signInAs } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The introduction screen's code, made to fail while rendering the way a bug would.
vi.mock('../../features/consultation/pages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  IntroducePage: () => {
    throw new Error('render failed');
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route error page', () => {
  it('a screen that fails to render says 页面出错了 in the shell, not React Router’s developer page', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi();
    signInAs();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { user, router } = renderApp('/introduce');

    expect(await screen.findByText('页面出错了')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    // The header stays: the boundary is the screen's own.
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(reload).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: '返回首页' }));
    expect(await screen.findByRole('heading', { name: '会员查询' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/query');
  });
});
