/**
 * Issue 32 #4: with the company's 每个部位拍两次取平均, the part steps take a second pair of
 * their part after the microscope is lifted and put back, 下一页 needs both, and the record
 * holds the second pair as another pair of the same part.
 */
import type { CompanySettings } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getWizardValue, setWizardValue } from '../../../lib/wizard-state';
import { fastUser } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { stepAgainPhotosKeys, stepPartKeys, stepPhotosKeys } from '../lib/capture-state';
import { startRetake } from '../lib/retake';
import { FAKE_DEVICE, fakeMedia } from '../test-media';
import {
  PHOTO_URL,
  pressKey,
  settings,
  setUpPhotoScreenTests,
  startWizard,
  storedPhoto,
  storedUrl,
  storeThreeSteps,
  uploadOk,
} from '../test-pages';

vi.mock('../lib/frame', async () => (await import('../test-frame')).fakeFrame('grey'));

setUpPhotoScreenTests(signInAs, 2);

const doubleCapture = (on: boolean) =>
  ok({
    doubleCapture: on,
    retentionMonths: 36,
    updatedByName: null,
    updatedAt: null,
  } satisfies CompanySettings);

function slot(light: 'normal' | 'lighting') {
  return within(screen.getByTestId(`photo-slot-${light}`));
}

describe('issue 32 #4: each part photographed twice', () => {
  it('after the first pair, asks for a second of the same part; 下一页 needs both', async () => {
    startWizard();
    setWizardValue(stepPartKeys.one, 'zlj');
    setWizardValue(stepPhotosKeys.one, {
      normal: storedPhoto('normal', 3),
      lighting: storedPhoto('lighting', 4),
    });
    fakeMedia([FAKE_DEVICE]);
    fakeApi({
      'GET /server/settings': settings(true),
      'GET /api/company-settings': doubleCapture(true),
      'POST /server/imageb64': uploadOk,
    });
    const user = fastUser();
    const { router } = renderApp('/picture/step/one');

    // The first pair is complete: the station turns to the second capture, empty.
    expect(await screen.findByText('请移开显微镜，再放回同一位置，再拍一组')).toBeVisible();
    const captures = screen.getByRole('radiogroup', { name: '拍摄次数' });
    expect(within(captures).getByRole('radio', { name: '第二次' })).toBeChecked();
    await waitFor(() => expect(document.querySelector('video.camera-video')).not.toBeNull());
    expect(slot('normal').queryByAltText('常光照片')).toBeNull();

    await user.click(screen.getByRole('button', { name: /下一页/ }));
    expect(await screen.findByText('请再拍第二组：移开显微镜，再放回同一位置')).toBeVisible();
    expect(router.state.location.pathname).toBe('/picture/step/one');

    pressKey('`');
    await waitFor(() =>
      expect(getWizardValue(stepAgainPhotosKeys.one)?.normal?.url).toMatch(PHOTO_URL),
    );
    await waitFor(
      () => expect(slot('lighting').getByRole('button', { name: /拍照/ })).toBeEnabled(),
      { timeout: 3_000 },
    );
    pressKey('\\');
    await waitFor(() =>
      expect(getWizardValue(stepAgainPhotosKeys.one)?.lighting?.url).toMatch(PHOTO_URL),
    );
    // The first pair is untouched.
    expect(getWizardValue(stepPhotosKeys.one)?.normal?.url).toBe(storedUrl(3));

    // 第一次 shows the first pair again.
    await user.click(within(captures).getByRole('radio', { name: '第一次' }));
    expect(await slot('normal').findByAltText('常光照片')).toBeInTheDocument();
    expect(screen.queryByText('请移开显微镜，再放回同一位置，再拍一组')).toBeNull();

    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/step/two'));
  });

  it('off (the default): one pair per part, no second capture asked for', async () => {
    startWizard();
    setWizardValue(stepPartKeys.one, 'zlj');
    setWizardValue(stepPhotosKeys.one, {
      normal: storedPhoto('normal', 3),
      lighting: storedPhoto('lighting', 4),
    });
    fakeMedia([]);
    fakeApi({ 'GET /server/settings': settings(true) });
    const user = fastUser();
    const { router } = renderApp('/picture/step/one');
    await user.click(await screen.findByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/step/two'));
    expect(screen.queryByRole('radiogroup', { name: '拍摄次数' })).toBeNull();
  });

  it('the record holds each second pair as another pair of its part, after the first three', async () => {
    startWizard();
    storeThreeSteps();
    setWizardValue(stepAgainPhotosKeys.one, {
      normal: storedPhoto('normal', 7),
      lighting: storedPhoto('lighting', 8),
    });
    const { requests } = fakeApi({
      'POST /api/customer/record': ok(5),
      'GET /api/company-settings': doubleCapture(true),
    });
    renderApp('/analyse/expect');
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/customer/record')).toBe(true),
    );
    const saved = requests.find((request) => request.path === '/api/customer/record')!;
    const photos = (saved.body as { scan: { photos: Array<Record<string, unknown>> } }).scan.photos;
    expect(photos.map(({ part, position, url }) => [part, position, url])).toEqual([
      ['yqg', 0, storedUrl(1)],
      ['yqg', 0, storedUrl(2)],
      ['zlj', 1, storedUrl(3)],
      ['zlj', 1, storedUrl(4)],
      ['xb', 2, storedUrl(5)],
      ['xb', 2, storedUrl(6)],
      ['zlj', 3, storedUrl(7)],
      ['zlj', 3, storedUrl(8)],
    ]);
    // The screen lists each part once, as before.
    expect(await screen.findAllByText('分析中')).toHaveLength(3);
  });

  it('retaking a part clears both of its captures', () => {
    storeThreeSteps();
    setWizardValue(stepAgainPhotosKeys.one, { normal: storedPhoto('normal', 7) });
    expect(startRetake('zlj')).toBe('/picture/step/one');
    expect(getWizardValue(stepPhotosKeys.one)).toBeNull();
    expect(getWizardValue(stepAgainPhotosKeys.one)).toBeNull();
  });
});
