import QRCode from 'qrcode';

export interface QrCodeProps {
  text: string;
  size: number;
  colour?: string;
  background?: string;
  /** Quiet zone in modules. */
  margin?: number;
}

interface QrDrawing {
  /** Modules across, quiet zone included. */
  count: number;
  path: string;
}

/**
 * The codes a CV carries are the agency's office details and its "more CVs" link, the same on every CV the
 * agency prints, and encoding one (choosing the best of eight masks) took longer than laying out a table of
 * text. Drawings are kept per text and quiet zone; the oldest is dropped so the cache stays small.
 */
const drawings = new Map<string, QrDrawing>();
const KEPT_DRAWINGS = 32;

function qrDrawing(text: string, margin: number): QrDrawing {
  const key = `${margin}|${text}`;
  let drawing = drawings.get(key);
  if (!drawing) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    let path = '';
    for (let y = 0; y < modules.size; y += 1) {
      for (let x = 0; x < modules.size; x += 1) {
        if (modules.get(y, x)) path += `M${x + margin} ${y + margin}h1v1h-1z`;
      }
    }
    drawing = { count: modules.size + margin * 2, path };
    if (drawings.size >= KEPT_DRAWINGS) drawings.delete(drawings.keys().next().value as string);
    drawings.set(key, drawing);
  }
  return drawing;
}

/** A QR code drawn as SVG from the module matrix, synchronously, so the component stays pure. */
export function QrCode({ text, size, colour = '#000000', background = '#ffffff', margin = 0 }: QrCodeProps) {
  const { count, path } = qrDrawing(text, margin);
  return (
    <svg width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges">
      <rect width={count} height={count} fill={background} />
      <path d={path} fill={colour} />
    </svg>
  );
}
