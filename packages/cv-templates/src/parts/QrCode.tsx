import QRCode from 'qrcode';

export interface QrCodeProps {
  text: string;
  size: number;
  colour?: string;
  background?: string;
  /** Quiet zone in modules. */
  margin?: number;
}

/** A QR code drawn as SVG from the module matrix, synchronously, so the component stays pure. */
export function QrCode({ text, size, colour = '#000000', background = '#ffffff', margin = 0 }: QrCodeProps) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + margin * 2;
  let path = '';
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(y, x)) path += `M${x + margin} ${y + margin}h1v1h-1z`;
    }
  }
  return (
    <svg width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges">
      <rect width={count} height={count} fill={background} />
      <path d={path} fill={colour} />
    </svg>
  );
}
