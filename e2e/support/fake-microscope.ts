import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The label the fake microscope reports, as a USB microscope's MediaDeviceInfo would. */
export const FAKE_MICROSCOPE = 'E2E Microscope (0000:0001)';

declare global {
  interface Window {
    /** Paints what the fake microscope sees next: an image (data URL), or the grey card. */
    __showUnderMicroscope?: (scene: string) => Promise<void>;
  }
}

/**
 * Chromium's own fake camera shows a moving test pattern, which no calibration accepts. This
 * one replaces `navigator.mediaDevices` before the app loads: a single camera labelled like a
 * microscope whose 1024×768 video is a canvas painting what the test puts under it — an 18 %
 * grey card darkened towards the corners (a lens's fall-off), or a photo. Its track holds
 * exposure and white balance when asked ('manual', as UVC microscopes that expose the controls
 * do): a tone word needs the calibration's settings and the photos' to match (DECISIONS §96).
 */
export async function installFakeMicroscope(page: Page): Promise<void> {
  await page.addInitScript((label: string) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1024;
    canvas.height = 768;
    const context = canvas.getContext('2d')!;
    let image: HTMLImageElement | null = null;
    const paint = () => {
      if (image) {
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return;
      }
      // sRGB 118 ≈ 18 % linear reflectance; 25 % less light at the corners.
      const glow = context.createRadialGradient(512, 384, 0, 512, 384, 640);
      glow.addColorStop(0, 'rgb(124, 118, 110)');
      glow.addColorStop(1, 'rgb(107, 102, 95)');
      context.fillStyle = glow;
      context.fillRect(0, 0, canvas.width, canvas.height);
    };
    window.__showUnderMicroscope = (scene: string) =>
      new Promise<void>((resolve, reject) => {
        if (scene === 'card') {
          image = null;
          paint();
          resolve();
          return;
        }
        const next = new Image();
        next.onload = () => {
          image = next;
          paint();
          resolve();
        };
        next.onerror = () => reject(new Error('the photo did not load'));
        next.src = scene;
      });
    // A frame on each change and a few a second besides: the stream stays live (a new preview
    // gets its first frame) without compositing an unchanged picture 20 times a second. With no
    // trace in CI (playwright.config.ts), the journeys went from 569 to 319 s of CPU.
    const timer = () => {
      paint();
      setTimeout(timer, 250);
    };
    timer();
    const device = { kind: 'videoinput', deviceId: 'e2e-microscope', groupId: 'e2e', label };
    const media = navigator.mediaDevices;
    Object.defineProperty(media, 'enumerateDevices', {
      value: async () => [{ ...device, toJSON: () => device }],
    });
    // What the camera reports of itself: it adjusts itself until told to hold its settings.
    const settings: Record<string, string | number> = {
      exposureMode: 'continuous',
      exposureTime: 333,
      whiteBalanceMode: 'continuous',
      colorTemperature: 5000,
    };
    const capabilities = {
      exposureMode: ['continuous', 'manual'],
      exposureTime: { min: 10, max: 10000, step: 1 },
      whiteBalanceMode: ['continuous', 'manual'],
      colorTemperature: { min: 2800, max: 7500, step: 10 },
    };
    Object.defineProperty(media, 'getUserMedia', {
      value: async () => {
        const stream = canvas.captureStream(20);
        const track = stream.getVideoTracks()[0]!;
        const own = { capabilities: track.getCapabilities(), settings: track.getSettings() };
        track.getCapabilities = () => ({ ...own.capabilities, ...capabilities });
        track.getSettings = () => ({ ...own.settings, ...settings });
        track.applyConstraints = async (constraints?: MediaTrackConstraints) => {
          for (const set of constraints?.advanced ?? [constraints ?? {}])
            for (const key of Object.keys(capabilities))
              if (key in set) settings[key] = (set as Record<string, string | number>)[key]!;
        };
        return stream;
      },
    });
  }, FAKE_MICROSCOPE);
}

/** Puts the grey card, or a photo file, under the fake microscope and waits for it to show. */
export async function showUnderMicroscope(page: Page, scene: 'card' | { photo: string }) {
  const value =
    scene === 'card'
      ? 'card'
      : `data:image/jpeg;base64,${readFileSync(scene.photo).toString('base64')}`;
  await page.evaluate(async (what) => {
    await window.__showUnderMicroscope?.(what);
    // The scene is painted; once the preview has shown two more frames (the first may have been
    // on its way before the paint), it shows the new scene. No preview yet: its first frame will.
    const video = document.querySelector<HTMLVideoElement>('video.camera-video');
    if (!video || video.readyState < 2) return;
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise<void>((shown) => video.requestVideoFrameCallback(() => shown()));
    }
  }, value);
}
