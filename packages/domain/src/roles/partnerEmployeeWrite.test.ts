import { describe, expect, it } from 'vitest';
import { editsAsPartner, partnerWriteRefusal } from './partnerEmployeeWrite';

describe('partnerWriteRefusal', () => {
  const stored = { ownerId: 'agency', facePhoto: 'face.jpg', standPhoto: '', documents: ['a.jpg'] };

  it('lets a partner save the record fields and name only itself as prospect', () => {
    expect(partnerWriteRefusal({ prospects: ['agent'], facePhoto: 'face.jpg' }, stored, 'agent')).toBeNull();
    expect(partnerWriteRefusal({ owner: 'agency', prospects: [] }, stored, 'agent')).toBeNull();
  });

  it('refuses handing the employee to another company or offering it to anyone else', () => {
    expect(partnerWriteRefusal({ owner: 'agent' }, stored, 'agent')).toBe('owner');
    expect(partnerWriteRefusal({ prospects: ['agent', 'rival'] }, stored, 'agent')).toBe('prospects');
  });

  it("fills an empty picture but never replaces or removes the owner's", () => {
    expect(partnerWriteRefusal({ standPhoto: 'mine.jpg' }, stored, 'agent')).toBeNull();
    expect(partnerWriteRefusal({ facePhoto: 'mine.jpg' }, stored, 'agent')).toBe('facePhoto');
    expect(partnerWriteRefusal({ facePhoto: null }, stored, 'agent')).toBe('facePhoto');
    expect(partnerWriteRefusal({ documents: [] }, stored, 'agent')).toBe('documents');
  });

  it('lets a partner enter a new employee with its own pictures', () => {
    expect(partnerWriteRefusal({ facePhoto: 'mine.jpg', prospects: ['agent'] }, null, 'agent')).toBeNull();
  });
});

describe('editsAsPartner', () => {
  it("is anyone but Super writing another company's employee", () => {
    expect(editsAsPartner({ userType: 'User', companyId: 'agent' }, 'agency')).toBe(true);
    expect(editsAsPartner({ userType: 'Admin', companyId: 'agency' }, 'agency')).toBe(false);
    expect(editsAsPartner({ userType: 'Super', companyId: 'platform' }, 'agency')).toBe(false);
    expect(editsAsPartner({ userType: 'User', companyId: 'agency' }, null)).toBe(false);
  });
});
