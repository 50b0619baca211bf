import type { EnumLabels } from './Lang';

// What an uploaded picture is (the `type` of a photo upload): employee photos, company header/footer, avatar.
export const PICTURE_TYPES = ['Face', 'Stand', 'Passport', 'Header', 'Bottom', 'User'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export const PICTURE_TYPE_LABELS: EnumLabels<PictureType> = {
  Face: { en: 'Face Photo', ar: 'صورة الوجه', am: 'የፊት ፎቶ' },
  Stand: { en: 'Full-length Photo', ar: 'صورة كاملة', am: 'ሙሉ ቁመት ፎቶ' },
  Passport: { en: 'Passport Scan', ar: 'صورة جواز السفر', am: 'የፓስፖርት ቅጂ' },
  Header: { en: 'Header', ar: 'الترويسة', am: 'ራስጌ' },
  Bottom: { en: 'Footer', ar: 'التذييل', am: 'ግርጌ' },
  User: { en: 'Profile Picture', ar: 'صورة المستخدم', am: 'የተጠቃሚ ፎቶ' },
};
