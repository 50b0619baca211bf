import { codeOutline } from '@placement/domain';
import QRCode from 'qrcode';

/**
 * A QR code as an SVG document, built synchronously from the code's modules so components stay pure; the dark
 * modules are one outline (no seams between them in any viewer).
 */
export function qrSvg(text: string, margin = 0): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const full = size + margin * 2;
  const d = codeOutline(size, (x, y) => modules.get(y, x) === 1, margin);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${full * 8}" height="${full * 8}" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges"><rect width="${full}" height="${full}" fill="#fff"/><path d="${d}" fill="#000" fill-rule="evenodd"/></svg>`;
}

export function qrDataUrl(text: string, margin = 0): string {
  return `data:image/svg+xml;base64,${btoa(qrSvg(text, margin))}`;
}
