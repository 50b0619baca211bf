import sharp from 'sharp';

const BACKGROUNDS = ['#007229', '#FFA500', '#2e7d32', '#1565c0', '#6a1b9a', '#c62828', '#00838f', '#4e342e'];

/** A generated portrait (coloured background, head and shoulders, initials) standing in for a real photo. */
export function demoPhoto(index: number, initials: string): Promise<Buffer> {
  const background = BACKGROUNDS[index % BACKGROUNDS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">
    <rect width="300" height="300" fill="${background}"/>
    <circle cx="150" cy="115" r="62" fill="#f3d9c4"/>
    <path d="M40 300 C40 210 260 210 260 300 Z" fill="#f3d9c4"/>
    <rect x="0" y="250" width="300" height="50" fill="rgba(0,0,0,0.35)"/>
    <text x="150" y="285" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
