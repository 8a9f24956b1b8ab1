import type { Page } from '@playwright/test';

/**
 * A skin-toned 1024×768 JPEG with `spots` darker dots, drawn by the browser at test time (no
 * image files in the repository).
 */
export async function skinPhoto(page: Page, tone: string, spots = 60): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ base, count }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1024;
      canvas.height = 768;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const gradient = context.createRadialGradient(512, 384, 60, 512, 384, 640);
      gradient.addColorStop(0, '#f9e3d6');
      gradient.addColorStop(1, base);
      context.fillStyle = gradient;
      context.fillRect(0, 0, 1024, 768);
      context.fillStyle = 'rgba(150, 90, 70, 0.25)';
      for (let spot = 0; spot < count; spot += 1) {
        context.beginPath();
        context.arc((spot * 149) % 1024, (spot * 89) % 768, 3 + (spot % 5), 0, Math.PI * 2);
        context.fill();
      }
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    { base: tone, count: spots },
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
