import type { EnumLabels } from './Lang';

// Documents an agency collects for an employee (the employee's documents list).
export const DOCUMENT_TYPES = [
  'passport',
  'photo',
  'id_card',
  'emergency_person_photo',
  'emergency_person_id_card',
  'finger_print',
  'medical',
  'grade_eight_certificate',
  'coc_certificate',
  'insurance',
  'abroad_job_agreement',
  'trip_orientation',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: EnumLabels<DocumentType> = {
  passport: { en: 'Passport', ar: 'جواز السفر', am: 'ፓስፖርት' },
  photo: { en: 'Photo', ar: 'صورة شخصية', am: 'ፎቶ' },
  id_card: { en: 'ID Card', ar: 'بطاقة الهوية', am: 'መታወቂያ ካርድ' },
  emergency_person_photo: {
    en: 'Emergency Contact Photo',
    ar: 'صورة الشخص المسؤول في الطوارئ',
    am: 'የአደጋ ጊዜ ተጠሪ ፎቶ',
  },
  emergency_person_id_card: {
    en: 'Emergency Contact ID Card',
    ar: 'بطاقة هوية الشخص المسؤول في الطوارئ',
    am: 'የአደጋ ጊዜ ተጠሪ መታወቂያ',
  },
  finger_print: { en: 'Finger Print', ar: 'البصمة', am: 'የጣት አሻራ' },
  medical: { en: 'Medical', ar: 'الفحص الطبي', am: 'የሕክምና ምርመራ' },
  grade_eight_certificate: { en: 'Grade Eight Certificate', ar: 'شهادة الصف الثامن', am: 'የ8ኛ ክፍል ሰርተፊኬት' },
  coc_certificate: {
    en: 'COC Certificate',
    ar: 'شهادة الكفاءة المهنية (COC)',
    am: 'የብቃት ማረጋገጫ ሰርተፊኬት (COC)',
  },
  insurance: { en: 'Insurance', ar: 'التأمين', am: 'ኢንሹራንስ' },
  abroad_job_agreement: { en: 'Overseas Employment Agreement', ar: 'عقد العمل بالخارج', am: 'የውጭ አገር ሥራ ውል' },
  trip_orientation: { en: 'Pre-departure Orientation', ar: 'التوجيه قبل السفر', am: 'የቅድመ ጉዞ ገለጻ' },
};
