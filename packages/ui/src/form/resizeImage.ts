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

/** The size a document keeps when fitted inside a box: its own shape, never enlarged (like sharp's fit inside). */
export function insideSize(source: ImageSize, target: ImageSize): ImageSize {
  const scale = Math.min(1, target.width / source.width, target.height / source.height);
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

export interface ResizeOptions {
  /** 'cover' fills the box (photos); 'inside' fits a document whole in it (passport scans). */
  fit?: 'cover' | 'inside';
  quality?: number;
  /** The most bytes the result may have: the quality steps down until it fits (the 1 MB upload limit). */
  maxBytes?: number;
}

// Quality steps tried in turn when a picture must fit under a byte limit; below 0.5 a scan's text blurs.
const QUALITY_STEPS = [0.9, 0.8, 0.7, 0.6, 0.5];

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))),
      'image/jpeg',
      quality,
    ),
  );
}

// Resizes in the browser before upload (avatar 200×200, face 300×300, header 1200×200 ...), as JPEG: a large
// scan (2 MB at 450 dpi) arrives under the upload limit instead of being refused. Throws when the file is not a
// picture the browser can read.
export async function resizeImage(file: Blob, target: ImageSize, options: ResizeOptions = {}): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const source = { width: bitmap.width, height: bitmap.height };
  const size = options.fit === 'inside' ? insideSize(source, target) : target;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  const crop = options.fit === 'inside' ? { x: 0, y: 0, ...source } : coverCrop(source, target);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  bitmap.close();
  const steps = options.quality !== undefined ? [options.quality] : QUALITY_STEPS;
  let blob = await encode(canvas, steps[0]!);
  for (const quality of steps.slice(1)) {
    if (options.maxBytes === undefined || blob.size <= options.maxBytes) break;
    blob = await encode(canvas, quality);
  }
  return blob;
}
