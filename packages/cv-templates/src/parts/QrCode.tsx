import { codeOutline } from '@placement/domain';
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
    const path = codeOutline(modules.size, (x, y) => modules.get(y, x) === 1, margin);
    drawing = { count: modules.size + margin * 2, path };
    if (drawings.size >= KEPT_DRAWINGS) drawings.delete(drawings.keys().next().value as string);
    drawings.set(key, drawing);
  }
  return drawing;
}

/**
 * Layout pixels a module needs at least: 3 at 150 px per inch is half a millimetre, which a phone reads from paper
 * and which still scans when a viewer draws the PDF at 150 dpi (2 px a module did not).
 */
export const QR_MODULE_PIXELS = 3;

/** The smallest size at which a code of this text scans from a 150 dpi drawing of its page. */
export function qrMinimumSize(text: string, margin = 0): number {
  return qrDrawing(text, margin).count * QR_MODULE_PIXELS;
}

/**
 * The light border a code drawn at `size` needs around it so that, with its own quiet zone (`margin`), four modules
 * of light surround it, as QR readers expect: with less, a frame or a shadow next to the code stopped it scanning.
 */
export function qrQuietBorder(text: string, size: number, margin = 0): number {
  const { count } = qrDrawing(text, margin);
  return Math.ceil((Math.max(0, 4 - margin) * size) / count);
}

/**
 * A QR code drawn as SVG from the module matrix, synchronously, so the component stays pure: the dark modules as one
 * outline, so no viewer draws seams between them.
 */
export function QrCode({ text, size, colour = '#000000', background = '#ffffff', margin = 0 }: QrCodeProps) {
  const { count, path } = qrDrawing(text, margin);
  return (
    <svg width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges">
      <rect width={count} height={count} fill={background} />
      <path d={path} fill={colour} fillRule="evenodd" />
    </svg>
  );
}
