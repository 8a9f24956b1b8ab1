import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { signInAs } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('not-found page', () => {
  it('apologises for an unknown path and leads a signed-in user back to the query screen', async () => {
    fakeApi();
    signInAs();
    const { user, router } = renderApp('/no/such/page');

    expect(await screen.findByText('非常抱歉，您访问的页面找不到了')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回查询' }));

    expect(await screen.findByRole('heading', { name: '会员查询' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/query');
  });

  it('is shown without a session too, offering login instead of an identity alert', async () => {
    fakeApi();
    const { user, router } = renderApp('/query/detail');

    expect(await screen.findByText('非常抱歉，您访问的页面找不到了')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回登录' }));

    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('身份信息丢失，请重新登录')).not.toBeInTheDocument();
  });
});
