/**
 * What `lib/frame` becomes in the photo screens' tests: jsdom has no canvas. Frames are
 * 1024 × 768; their pixels are a flat grey (`'grey'`: the matcher cannot place a repeat photo
 * without detail, so it reads as "not lined up"), or there are none (`'none'`: a chosen file's
 * pixels cannot be read). In a test file:
 * `vi.mock('../lib/frame', async () => (await import('../test-frame')).fakeFrame('grey'));`
 */
export function fakeFrame(pixels: 'grey' | 'none') {
  const grey = () =>
    ({
      width: 1024,
      height: 768,
      data: new Uint8ClampedArray(1024 * 768 * 4).fill(128),
    }) as unknown as ImageData;
  return {
    grabFrame: () => ({ width: 1024, height: 768 }),
    pixelsOf: pixels === 'grey' ? grey : () => null,
    canvasToJpeg: async () => new Blob(['jpeg'], { type: 'image/jpeg' }),
    filePixels: async () =>
      pixels === 'grey' ? grey() : Promise.reject(new Error('no canvas in jsdom')),
  };
}
