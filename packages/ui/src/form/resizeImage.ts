export interface ImageSize {
  width: number;
  height: number;
}

/** The part of a source image that fills the target box without stretching (centred crop, like object-fit: cover). */
export function coverCrop(
  source: ImageSize,
  target: ImageSize,
): { x: number; y: number; width: number; height: number } {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const width = target.width / scale;
  const height = target.height / scale;
  return { x: (source.width - width) / 2, y: (source.height - height) / 2, width, height };
}

// Resizes in the browser before upload (avatar 200×200, face 300×300, header 1200×200 ...), as JPEG.
export async function resizeImage(file: Blob, target: ImageSize, quality = 0.9): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  const crop = coverCrop({ width: bitmap.width, height: bitmap.height }, target);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, target.width, target.height);
  context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, target.width, target.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))),
      'image/jpeg',
      quality,
    ),
  );
}
