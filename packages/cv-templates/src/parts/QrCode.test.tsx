import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode';

const dir = mkdtempSync(join(tmpdir(), 'qr-test-'));

/** What a phone's scanner reads from the drawn code (zbarimg, a real decoder). */
function scan(code: ReactElement, name: string): string {
  const svg = renderToStaticMarkup(code).replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
  const file = join(dir, `${name}.png`);
  writeFileSync(file, new Resvg(svg, { background: '#ffffff' }).render().asPng());
  return spawnSync('zbarimg', ['-q', '--raw', file], { encoding: 'utf8' }).stdout.trim();
}

describe('QrCode', () => {
  it('reads back its own text each time, whichever code was drawn before it', () => {
    const office = 'Addis Bright Agency\n+251 11 555 0100\nBole Road, Addis Ababa';
    const link = 'https://placement.example/cv/Ab3dE9';
    expect(scan(<QrCode text={office} size={240} margin={2} />, 'office')).toBe(office);
    expect(scan(<QrCode text={link} size={240} margin={2} />, 'link')).toBe(link);
    expect(scan(<QrCode text={office} size={240} margin={2} />, 'office-again')).toBe(office);
    expect(scan(<QrCode text={link} size={200} margin={0} />, 'link-no-quiet-zone')).toBe(link);
  });
});
