import { describe, expect, it } from 'vitest';
import { UPLOAD_TYPES, uploadFit, uploadTypeName } from './uploadImageSize';

describe('upload types', () => {
  it('stores each picture at the size of the spec', () => {
    expect(UPLOAD_TYPES.avatar).toMatchObject({ width: 200, height: 200 });
    expect(UPLOAD_TYPES.header).toMatchObject({ width: 1200, height: 200 });
    expect(UPLOAD_TYPES.footer).toMatchObject({ width: 1200, height: 200 });
    expect(UPLOAD_TYPES.medical).toMatchObject({ width: 700, height: 700 });
    expect(UPLOAD_TYPES.face).toMatchObject({ width: 300, height: 300 });
  });

  it('reads a type in any case and by the web app picture names', () => {
    expect(uploadTypeName('Face')).toBe('face');
    expect(uploadTypeName('User')).toBe('avatar');
    expect(uploadTypeName('Bottom')).toBe('footer');
    expect(uploadTypeName('MEDICAL')).toBe('medical');
    expect(uploadTypeName('document')).toBeNull();
    expect(uploadTypeName('constructor')).toBeNull();
    expect(uploadTypeName('../etc')).toBeNull();
  });
});

describe('uploadFit', () => {
  it('fits documents inside their box and fills the box with photos', () => {
    expect(uploadFit('passport')).toBe('inside');
    expect(uploadFit('medical')).toBe('inside');
    expect(uploadFit('face')).toBe('cover');
    expect(uploadFit('header')).toBe('cover');
  });
});
