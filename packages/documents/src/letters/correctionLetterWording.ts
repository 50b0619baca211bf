import { statusLabel, type CorrectionLetterType, type LetterAddressee } from '@placement/domain';

// The Amharic text of the correction letters, written for formal ministry and embassy correspondence. Kept
// apart from the layout so a native reviewer can read and correct every sentence in one place.

/** The addressee block, line by line; the last line is the city. */
export const ADDRESSEE_LINES: Readonly<Record<LetterAddressee, readonly string[]>> = {
  embassyConsulate: ['ለሳዑዲ ዓረቢያ ንጉሣዊ መንግሥት ኤምባሲ', 'ቆንስላ ክፍል', 'አዲስ አበባ'],
  ministryRecovery: ['ለሥራና ክህሎት ሚኒስቴር', 'የሪከቨሪ (የመረጃ ማስተካከያ) ክፍል', 'አዲስ አበባ'],
};

export const LETTER_SUBJECT: Readonly<Record<CorrectionLetterType, string>> = {
  name: 'የሠራተኛ ስም እርማትን ይመለከታል',
  sex: 'የሠራተኛ ፆታ እርማትን ይመለከታል',
  issued: `የሠራተኛ ሁኔታ ወደ «${statusLabel('issued', 'am')}» መመለስን ይመለከታል`,
};

/**
 * The request itself. Amharic verbs agree in number, so one employee and several employees are worded apart;
 * the singular uses the generic (masculine) form, as official letters do for "ሠራተኛ".
 */
export function letterBody(type: CorrectionLetterType, employeeCount: number): string {
  const one = employeeCount === 1;
  const who = one ? 'በሰንጠረዡ የተመለከተው ሠራተኛ' : 'በሰንጠረዡ የተዘረዘሩት ሠራተኞች';
  const passport = one ? 'በፓስፖርቱ' : 'በፓስፖርታቸው';
  const corrected = 'እንዲስተካከል በአክብሮት እንጠይቃለን።';
  switch (type) {
    case 'name':
      return `ከዚህ በታች ${who} ስም በሲስተሙ ላይ በስህተት የተመዘገበ በመሆኑ፣ ${passport} ላይ በሰፈረው መሠረት ${corrected}`;
    case 'sex':
      return `ከዚህ በታች ${who} ፆታ በሲስተሙ ላይ በስህተት የተመዘገበ በመሆኑ፣ ${passport} ላይ በሰፈረውና በሰንጠረዡ በተገለጸው መሠረት ${corrected}`;
    case 'issued':
      return (
        `ከዚህ በታች ${who} በሲስተሙ ላይ «${statusLabel('immigration_verified', 'am')}» (Immigration Verified) ` +
        `ሁኔታ ላይ ${one ? 'የሚገኝ' : 'የሚገኙ'} ሲሆን፣ በሚከተለው ምክንያት ወደ «${statusLabel('issued', 'am')}» ` +
        `(Issued) ሁኔታ ${one ? 'እንዲመለስ' : 'እንዲመለሱ'} በአክብሮት እንጠይቃለን።`
      );
  }
}

export const LETTER_TEXT = {
  number: 'ቁጥር፡-',
  date: 'ቀን፡-',
  subject: 'ጉዳዩ፡-',
  reason: 'ምክንያት፡-',
  thanks: 'ለሚደረግልን ትብብር ከወዲሁ እናመሰግናለን።',
  regards: 'ከሰላምታ ጋር',
  manager: 'ሥራ አስኪያጅ',
  signature: 'ፊርማ፡-',
  stamp: 'ማኅተም',
  continued: 'የደብዳቤው ቀጣይ ገጽ',
  page: (page: number, count: number) => `ገጽ ${page} ከ ${count}`,
} as const;

/** Table headings; the fourth column depends on what the letter corrects. */
export const LETTER_COLUMNS = {
  number: 'ተ.ቁ.',
  name: 'ሙሉ ስም',
  passport: 'የፓስፖርት ቁጥር',
  labourId: 'የሌበር መለያ ቁጥር',
  byType: {
    name: 'ሙሉ ስም በአማርኛ',
    sex: 'ትክክለኛ ፆታ',
    issued: 'የቪዛ ቁጥር',
  } satisfies Record<CorrectionLetterType, string>,
} as const;
