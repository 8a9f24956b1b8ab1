import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_KEY, readSession } from '../lib/session';
import { fakeApi } from '../test/fake-api';
import { signInAs } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('signed-in screens without a session', () => {
  it('alert that identity is lost and show the login screen', async () => {
    fakeApi();
    const { router } = renderApp('/query/list?name=abc');

    expect(await screen.findByText('身份信息丢失，请重新登录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('treat a corrupt stored user as no session and clear what is left', async () => {
    fakeApi();
    signInAs();
    window.localStorage.setItem(USER_KEY, '{not json');
    const { router } = renderApp('/introduce');

    expect(await screen.findByText('身份信息丢失，请重新登录')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(document.cookie).not.toContain('skinscope_token=test-token');
    expect(window.localStorage.getItem('skinscope.tokenType')).toBeNull();
  });

  it('need the token type too, not only the token cookie', async () => {
    fakeApi();
    signInAs();
    window.localStorage.removeItem('skinscope.tokenType');
    const { router } = renderApp('/picture/detect');

    expect(await screen.findByText('身份信息丢失，请重新登录')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('the empty path leads to login without any alert', async () => {
    fakeApi();
    const { router } = renderApp('/');

    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('身份信息丢失，请重新登录')).not.toBeInTheDocument();
  });
});

describe('signed-in screens with a session', () => {
  it('show the screen, loaded on first visit, and keep the session', async () => {
    fakeApi();
    signInAs();
    renderApp('/recommend/all');

    expect(await screen.findByText('全部护理项目')).toBeInTheDocument();
    expect(document.title).toContain('全部护理项目');
    expect(readSession()).not.toBeNull();
  });

  it('leave for login when the session ends while a screen is open', async () => {
    fakeApi();
    signInAs();
    const { router } = renderApp('/recommend/all');
    await screen.findByText('全部护理项目');

    window.localStorage.removeItem(USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
