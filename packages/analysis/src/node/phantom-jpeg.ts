/**
 * Node-side half of the phantom's camera model: JPEG compression at the capture's quality
 * (q85–95, ANALYSIS.md), exactly as a microscope's photo would reach the server.
 */
import { generatePhantom } from '../phantom/generate';
import type { Phantom } from '../phantom/phantom-types';
import type { PhantomOptions } from '../phantom/spec';
import { decodeImage, encodeJpeg } from './decode';

export interface PhantomJpegs {
  phantom: Phantom;
  normalJpeg: Buffer;
  polarisedJpeg: Buffer;
}

/** Generates a phantom and JPEG-encodes both photos at the capture's quality. */
export async function phantomJpegs(options: PhantomOptions): Promise<PhantomJpegs> {
  const phantom = generatePhantom(options);
  const q = phantom.spec.capture.jpegQuality;
  const [normalJpeg, polarisedJpeg] = await Promise.all([
    encodeJpeg(phantom.normal, q),
    encodeJpeg(phantom.polarised, q),
  ]);
  return { phantom, normalJpeg, polarisedJpeg };
}

/** A phantom whose photos went through JPEG and back: what the engine sees from a real upload. */
export async function jpegPhantom(options: PhantomOptions): Promise<Phantom> {
  const { phantom, normalJpeg, polarisedJpeg } = await phantomJpegs(options);
  const [normal, polarised] = await Promise.all([
    decodeImage(normalJpeg),
    decodeImage(polarisedJpeg),
  ]);
  return { ...phantom, normal, polarised };
}
