import type { CameraSettings, CurrentDeviceCalibration } from '@skinscope/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fastUser } from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { fakeMedia, MANUAL_CAMERA, MICROSCOPE } from '../test-media';
import { pressKey, setUpPhotoScreenTests, startWizard } from '../test-pages';

vi.mock('../lib/frame', async () => (await import('../test-frame')).fakeFrame('grey'));

setUpPhotoScreenTests(signInAs);

/** The card of the microscope's calibration was taken at 33.3 ms and 5000 K, both held. */
const HELD: CameraSettings = {
  exposureMode: 'manual',
  exposureTime: 333,
  whiteBalanceMode: 'manual',
  colorTemperature: 5000,
};

const APPLIED = '已按校准时的曝光和白平衡拍摄';
const UNMATCHED = '未能按校准时的曝光和白平衡拍摄，检测不给出肤色色调';

/** The server's answer for the microscope: its current calibration with these settings. */
const calibrationWith = (cameraSettings: CameraSettings | null): CurrentDeviceCalibration => ({
  id: 3,
  name: '一号显微镜',
  version: 1,
  calibratedAt: '2026-11-20T08:00:00.000Z',
  fit: {},
  cameraSettings,
});

const heldAt = (media: ReturnType<typeof fakeMedia>, opening: number) =>
  media.streams[opening]?.tracks[0]?.controls?.getSettings();

describe('issue 31 #3: the capture holds the microscope at its calibration’s settings', () => {
  it('applies them and says so; a calibration made since is followed at the next opening', async () => {
    startWizard();
    const media = fakeMedia([MICROSCOPE], { capabilities: MANUAL_CAMERA });
    let stored = HELD;
    const { requests } = fakeApi({
      'GET /api/calibration/device': () => ok(calibrationWith(stored)),
    });
    const user = fastUser();
    renderApp('/picture/index');
    expect(await screen.findByText(APPLIED)).toBeInTheDocument();
    expect(heldAt(media, 0)).toMatchObject(HELD);
    // The microscope was recalibrated (another screen, the same app) before it opens again.
    stored = { ...HELD, exposureTime: 500, colorTemperature: 5600 };
    pressKey('Escape');
    await user.click(await screen.findByRole('button', { name: /打开显微镜/ }));
    await waitFor(() => expect(heldAt(media, 1)).toMatchObject(stored));
    expect(await screen.findByText(APPLIED)).toBeInTheDocument();
    const asked = requests.filter((request) => request.path === '/api/calibration/device');
    expect(asked.map((request) => request.query.get('deviceLabel'))).toEqual([
      MICROSCOPE.label,
      MICROSCOPE.label,
    ]);
  });

  it('says no tone will be named when the microscope cannot be held at them', async () => {
    startWizard();
    fakeMedia([MICROSCOPE]);
    fakeApi({ 'GET /api/calibration/device': () => ok(calibrationWith(HELD)) });
    renderApp('/picture/index');
    expect(await screen.findByText(UNMATCHED)).toBeInTheDocument();
    expect(
      screen.getByText('此显微镜不支持固定曝光与白平衡，肤色读数可能随光线变化'),
    ).toBeVisible();
    expect(screen.queryByText(APPLIED)).not.toBeInTheDocument();
  });

  it('says nothing of a calibration without settings, or when the server did not answer', async () => {
    for (const answer of [
      () => ok(calibrationWith(null)),
      () => fail(500, 'INTERNAL', '服务器错误'),
    ]) {
      startWizard();
      const media = fakeMedia([MICROSCOPE], { capabilities: MANUAL_CAMERA });
      fakeApi({ 'GET /api/calibration/device': answer });
      const { unmount } = renderApp('/picture/index');
      // Held where it settled by itself, as before issue 31.
      await waitFor(() =>
        expect(heldAt(media, 0)).toMatchObject({ exposureMode: 'manual', exposureTime: 166 }),
      );
      expect(await screen.findByRole('button', { name: /关\s*闭/ })).toBeInTheDocument();
      expect(screen.queryByText(APPLIED)).not.toBeInTheDocument();
      expect(screen.queryByText(UNMATCHED)).not.toBeInTheDocument();
      unmount();
    }
  });
});
