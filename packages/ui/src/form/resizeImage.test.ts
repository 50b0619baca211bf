import { describe, expect, it } from 'vitest';
import { coverCrop, insideSize } from './resizeImage';

describe('coverCrop', () => {
  it('crops the sides of a wide photo for a square avatar', () => {
    expect(coverCrop({ width: 400, height: 200 }, { width: 200, height: 200 })).toEqual({
      x: 100,
      y: 0,
      width: 200,
      height: 200,
    });
  });
  it('crops top and bottom of a tall photo for a 1200×200 header', () => {
    const crop = coverCrop({ width: 1200, height: 600 }, { width: 1200, height: 200 });
    expect(crop).toEqual({ x: 0, y: 200, width: 1200, height: 200 });
  });
  it('keeps an image that already has the target shape whole', () => {
    expect(coverCrop({ width: 700, height: 700 }, { width: 300, height: 300 })).toEqual({
      x: 0,
      y: 0,
      width: 700,
      height: 700,
    });
  });
});

describe('insideSize', () => {
  it('keeps a landscape passport scan whole and its shape inside the 700x700 box', () => {
    expect(insideSize({ width: 700, height: 500 }, { width: 700, height: 700 })).toEqual({
      width: 700,
      height: 500,
    });
    expect(insideSize({ width: 3150, height: 2250 }, { width: 700, height: 700 })).toEqual({
      width: 700,
      height: 500,
    });
  });
  it('never enlarges a small scan', () => {
    expect(insideSize({ width: 350, height: 250 }, { width: 700, height: 700 })).toEqual({
      width: 350,
      height: 250,
    });
  });
});
