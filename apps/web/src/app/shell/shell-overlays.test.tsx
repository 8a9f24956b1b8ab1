import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDialog } from '../../lib/dialog';
import { showImage } from '../../lib/image-viewer';
import { startLoading, toast } from '../../lib/notification';
import { fakeApi, ok } from '../../test/fake-api';
import { signInAs } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('dialog overlay', () => {
  it('resolves with the result the dialog gives', async () => {
    fakeApi();
    signInAs();
    const { user } = renderApp('/query');
    await screen.findByLabelText('姓名');

    let result: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      result = openDialog<string>((close) => (
        <button type="button" onClick={() => close('bound')}>
          绑定
        </button>
      ));
    });
    await user.click(await screen.findByRole('button', { name: '绑定' }));

    await expect(result).resolves.toBe('bound');
    expect(screen.queryByRole('button', { name: '绑定' })).not.toBeInTheDocument();
  });

  it('closes with an empty result when the dark backdrop is clicked', async () => {
    fakeApi();
    signInAs();
    const { user } = renderApp('/query');
    await screen.findByLabelText('姓名');

    let result: Promise<unknown> = Promise.resolve('not closed');
    act(() => {
      result = openDialog(() => <p>对话框内容</p>, { title: '授权' });
    });
    await screen.findByText('对话框内容');
    const backdrop = document.querySelector('.ant-modal-wrap');
    if (!backdrop) throw new Error('no dialog backdrop');
    await user.click(backdrop);

    await expect(result).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByText('对话框内容')).not.toBeInTheDocument());
  });
});

describe('image viewer', () => {
  it('shows an image fullscreen and closes on click', async () => {
    fakeApi();
    const { user } = renderApp('/login');
    await screen.findByLabelText('手机号');

    act(() => showImage('data:image/png;base64,AAAA'));
    const viewer = await screen.findByRole('dialog', { name: '查看大图，点击任意位置关闭' });
    expect(screen.getByRole('img', { name: '大图' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    await user.click(viewer);

    expect(screen.queryByRole('dialog', { name: '查看大图，点击任意位置关闭' })).toBeNull();
  });

  it('keeps an image’s caption (a marked image’s legend) under it at full size', async () => {
    fakeApi();
    renderApp('/login');
    await screen.findByLabelText('手机号');

    act(() => showImage('data:image/png;base64,AAAA', <span>色素斑点</span>));
    const viewer = await screen.findByRole('dialog', { name: '查看大图，点击任意位置关闭' });
    expect(viewer.querySelector('.image-viewer-caption')).toHaveTextContent('色素斑点');
    act(() => showImage('data:image/png;base64,BBBB'));
    expect(document.querySelector('.image-viewer-caption')).toBeNull();
  });
});

describe('loading overlay and toast', () => {
  it('shows a spinner over the page while something is loading', async () => {
    fakeApi();
    renderApp('/login');
    await screen.findByLabelText('手机号');

    let stop: () => void = () => undefined;
    act(() => {
      stop = startLoading();
    });
    expect(document.querySelector('.ant-spin-fullscreen')).not.toBeNull();
    act(() => stop());
    expect(document.querySelector('.ant-spin-fullscreen')).toBeNull();
  });

  it('shows a toast message', async () => {
    fakeApi();
    renderApp('/login');
    await screen.findByLabelText('手机号');

    act(() => toast('绑定成功', 'success'));

    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
  });
});

describe('footer', () => {
  it('shows the ICP and public-security filing numbers when configured', async () => {
    fakeApi({
      'GET /server/settings': ok({
        icpNumber: '京ICP备12345678号-1',
        psbNumber: '京公网安备11010502030000号',
        allowAnyCamera: false,
        publicUrl: null,
      }),
    });
    renderApp('/login');

    const icp = await screen.findByRole('link', { name: '京ICP备12345678号-1' });
    expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(screen.getByRole('link', { name: '京公网安备11010502030000号' })).toHaveAttribute(
      'href',
      'https://beian.mps.gov.cn/#/query/webSearch?code=11010502030000',
    );
  });

  it('shows only what is set', async () => {
    fakeApi({
      'GET /server/settings': ok({
        icpNumber: '沪ICP备1号',
        psbNumber: null,
        allowAnyCamera: true,
        publicUrl: null,
      }),
    });
    renderApp('/login');

    expect(await screen.findByRole('link', { name: '沪ICP备1号' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
