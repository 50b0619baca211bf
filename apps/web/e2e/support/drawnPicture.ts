import type { Page } from 'playwright-core';

/**
 * A JPEG drawn in the page's own canvas (a coloured field with a lighter band and a label), for the upload
 * fields: no picture files are kept in the repository, and each test can draw the size its field expects.
 */
export async function drawnPicture(
  page: Page,
  width: number,
  height: number,
  label = '',
  ground = '#0b5d1e',
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, label, ground }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = ground;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#f5c400';
      context.fillRect(0, height * 0.4, width, height * 0.2);
      context.fillStyle = '#ffffff';
      context.font = `${Math.round(height / 4)}px sans-serif`;
      context.fillText(label, width * 0.05, height * 0.3);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    { width, height, label, ground },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
