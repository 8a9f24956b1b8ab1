import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CAST_CAPTURE,
  CAST_DEVICE,
  fitCardCalibration,
  generatePhantom,
  GREY_CARD_LINEAR,
  renderFlatTarget,
  type DeviceCalibration,
  type RgbImage,
} from '@skinscope/analysis';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { fakeMedia, MICROSCOPE } from '../test-media';
import { pressKey, setUpPhotoScreenTests, startWizard, uploadOk } from '../test-pages';

// The camera's frame is the test's: light skin as a microscope with a colour cast captures it.
const frame = vi.hoisted(() => ({ pixels: null as ImageData | null }));
vi.mock('../lib/frame', async () => ({
  ...(await import('../test-frame')).fakeFrame('grey'),
  pixelsOf: () => frame.pixels,
}));

setUpPhotoScreenTests(signInAs);

/**
 * A microscope whose white balance casts magenta and blue, calibrated from its own grey card, as
 * packages/analysis skin-gate.test.ts has it: uncalibrated, its light skin is off the skin locus.
 */
const CAST = CAST_DEVICE;
const CAPTURE = CAST_CAPTURE;
let calibration: DeviceCalibration;

function imageData({ width, height, data }: RgbImage): ImageData {
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let i = 0; i < width * height; i += 1) rgba.set(data.subarray(3 * i, 3 * i + 3), 4 * i);
  return { width, height, data: rgba, colorSpace: 'srgb' } as unknown as ImageData;
}

beforeAll(() => {
  const card = (light: 'normal' | 'polarised', seed: number) =>
    renderFlatTarget(GREY_CARD_LINEAR, CAST, CAPTURE, light, seed);
  const fit = fitCardCalibration(card('normal', 900), card('polarised', 901));
  if (!fit.ok) throw new Error(`the cast device's card was refused: ${JSON.stringify(fit.report)}`);
  calibration = fit.calibration;
  const skin = generatePhantom({
    seed: 578,
    width: 640,
    height: 480,
    tone: { L: 78, a: 11, b: 14 },
    device: CAST,
  });
  frame.pixels = imageData(skin.normal);
});

const NOT_SKIN = '常光照片未识别到皮肤，请将显微镜贴紧皮肤后重拍';

/** picture/index with the microscope live; the server knows `calibrated` as calibrated. */
async function captureThrough(calibrated: string | null) {
  startWizard();
  fakeMedia([MICROSCOPE]);
  const { requests } = fakeApi({
    'POST /server/imageb64': uploadOk,
    'GET /api/calibration/device': (request) =>
      ok(
        request.query.get('deviceLabel') === calibrated
          ? {
              id: 3,
              name: '一号显微镜',
              version: 1,
              calibratedAt: '2026-11-20T08:00:00.000Z',
              fit: calibration,
              cameraSettings: null,
            }
          : null,
      ),
  });
  renderApp('/picture/index');
  const asked = () => requests.filter((request) => request.path === '/api/calibration/device');
  await waitFor(() => expect(asked()).toHaveLength(1));
  // Let the answer reach the screen before the shot.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  pressKey('`');
  expect(await screen.findByText('拍照成功')).toBeInTheDocument();
  return { slot: within(screen.getByTestId('photo-slot-normal')), asked };
}

describe('issue 18 #2/#3: the retake hint judges skin colour through the camera calibration', () => {
  // Engine 3.0.0 (issue 31) judges the normal photo on structure only, never on its colour, and
  // takes in a cast like this one uncalibrated too (real dermoscopes show it): the normal slot no
  // longer hints 未识别到皮肤 for it. The calibration still reaches the check (asked once below);
  // packages/analysis skin-gate.test.ts checks the polarised photo's colour through it.
  it('hints no 未识别到皮肤 on the normal photo for light skin through the cast, uncalibrated (issue 31)', async () => {
    const { slot, asked } = await captureThrough(null);
    expect(asked()[0]?.query.get('deviceLabel')).toBe(MICROSCOPE.label);
    expect(slot.queryByText(NOT_SKIN, { exact: false })).not.toBeInTheDocument();
  });

  it('hints nothing for the same frame once the server has the camera calibrated', async () => {
    const { slot, asked } = await captureThrough(MICROSCOPE.label);
    expect(slot.queryByText(NOT_SKIN, { exact: false })).not.toBeInTheDocument();
    expect(slot.queryByRole('alert')).not.toBeInTheDocument();
    // Asked once for the camera, not once per shot.
    expect(asked()).toHaveLength(1);
  });
});
