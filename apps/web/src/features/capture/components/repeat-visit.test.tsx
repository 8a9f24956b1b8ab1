import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getWizardValue, setWizardValue } from '../../../lib/wizard-state';
import { fastUser } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { emptyScanRecord, signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { skinStateKey, stepPartKeys, stepPhotosKeys } from '../lib/capture-state';
import { fakeMedia, MICROSCOPE } from '../test-media';
import { pressKey, startWizard, uploadOk, setUpPhotoScreenTests } from '../test-pages';

vi.mock('../lib/frame', async () => (await import('../test-frame')).fakeFrame('grey'));

setUpPhotoScreenTests(signInAs);

const OLD_NORMAL = '/home/imagerec/img/31/490000/1763800000001.jpg';
const OLD_LIGHTING = '/home/imagerec/img/31/490000/1763800000002.jpg';

/** The customer's earlier visit: the left cheek photographed in both lights. */
const earlierVisit = emptyScanRecord({
  id: 7,
  customerId: 31,
  created: '2026-10-20T02:00:00.000Z',
  scan: {
    photos: [
      { part: 'zlj', position: 1, type: 'normal', url: OLD_NORMAL, source: 'camera' },
      { part: 'zlj', position: 1, type: 'lighting', url: OLD_LIGHTING, source: 'camera' },
    ],
  },
});

const storedPhoto = () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }));

describe('issue 19 #7: the skin state before the photos', () => {
  it('picture/index shows three switches at the usual state and keeps a change', async () => {
    startWizard();
    fakeMedia([]);
    fakeApi();
    const user = fastUser();
    renderApp('/picture/index');
    const group = await screen.findByRole('region', { name: '拍摄前皮肤状态' });
    const removed = within(group).getByRole('switch', { name: '已卸妆' });
    expect(removed).toBeChecked();
    expect(within(group).getByRole('switch', { name: '30 分钟内洁面' })).not.toBeChecked();
    expect(within(group).getByRole('switch', { name: '今日已用护肤品' })).not.toBeChecked();
    // Shown is recorded: a usual visit needs no tap.
    expect(getWizardValue(skinStateKey)).toEqual({
      makeupRemoved: true,
      cleansedRecently: false,
      productsToday: false,
    });
    await user.click(removed);
    await user.click(within(group).getByText('今日已用护肤品'));
    expect(removed).not.toBeChecked();
    expect(getWizardValue(skinStateKey)).toEqual({
      makeupRemoved: false,
      cleansedRecently: false,
      productsToday: true,
    });
  });

  it('the expect screen saves the state with the photos', async () => {
    startWizard();
    setWizardValue(stepPhotosKeys.three, {
      normal: { type: 'normal', url: OLD_NORMAL, source: 'camera' },
    });
    const state = { makeupRemoved: false, cleansedRecently: true, productsToday: false };
    setWizardValue(skinStateKey, state);
    const { requests } = fakeApi({ 'POST /api/customer/record': ok(90) });
    renderApp('/analyse/expect');
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        skinState: state,
      }),
    );
  });
});

describe('issue 19 #4: a repeat close-up shows the previous photo over the preview', () => {
  function repeatApi() {
    return fakeApi({
      'GET /api/customer/record': ok([earlierVisit]),
      'POST /server/imageb64': uploadOk,
      [`GET ${OLD_NORMAL}`]: storedPhoto,
      [`GET ${OLD_LIGHTING}`]: storedPhoto,
    });
  }

  it('no ghost before a part is chosen, nor for a part the earlier visit did not photograph', async () => {
    startWizard();
    fakeMedia([MICROSCOPE]);
    repeatApi();
    renderApp('/picture/step/one');
    await waitFor(() => expect(document.querySelector('video.camera-video')).not.toBeNull());
    expect(screen.queryByTestId('camera-ghost')).not.toBeInTheDocument();
    setWizardValue(stepPartKeys.one, 'xb');
    await screen.findByRole('radio', { name: '下巴', checked: true });
    expect(screen.queryByTestId('camera-ghost')).not.toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: '叠加透明度' })).not.toBeInTheDocument();
  });

  it('the ghost follows the slider and the light; a new photo gets its alignment', async () => {
    startWizard();
    fakeMedia([MICROSCOPE]);
    const { requests } = repeatApi();
    const user = fastUser();
    setWizardValue(stepPartKeys.one, 'zlj');
    renderApp('/picture/step/one');
    const ghost = await screen.findByTestId('camera-ghost');
    expect(ghost).toHaveAttribute('src', OLD_NORMAL);
    expect(ghost).toHaveStyle({ opacity: '0.4' });
    expect(screen.getByText('上次照片（2026-10-20）')).toBeInTheDocument();

    const slider = screen.getByRole('slider', { name: '叠加透明度' });
    fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39 });
    fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(ghost).toHaveStyle({ opacity: '0.5' }));

    await user.click(screen.getByText('偏振光', { selector: '.ant-segmented-item-label' }));
    expect(screen.getByTestId('camera-ghost')).toHaveAttribute('src', OLD_LIGHTING);

    pressKey('`');
    const note = await screen.findByTestId('alignment-note');
    await waitFor(() => expect(note).toHaveTextContent('与上次照片对不上：请对准上次位置后重拍'));
    // The previous photo of the same light was read to compare with.
    expect(requests.some((request: FakeRequest) => request.path === OLD_NORMAL)).toBe(true);
  });
});
