import { VALIDATION_MESSAGES } from './messages';

// Every validation message by its key, in each language the screens speak. The rules (zod schemas) and the API
// word a message in the spec's English; a screen shows it through this catalogue, by the message's key. Where
// the spec's words alone do not say what is wrong, the screen's text adds it after them.
export type MessageLanguage = 'en' | 'ar' | 'am';

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Messages that carry a number or a day: the key, the English shape and the value's name. */
const PARAMETERISED = {
  minLength: { pattern: /^Must be (\d+) characters at minimum$/, value: 'count' },
  maxLength: { pattern: /^Must be (\d+) characters or less$/, value: 'count' },
  maxItems: { pattern: /^At most (\d+) items$/, value: 'count' },
  dateMin: { pattern: /^Must be on or after (\d{4}-\d{2}-\d{2})$/, value: 'day' },
  dateMax: { pattern: /^Must be on or before (\d{4}-\d{2}-\d{2})$/, value: 'day' },
  numberMin: { pattern: /^Must be (-?\d+(?:\.\d+)?) or more$/, value: 'count' },
  numberMax: { pattern: /^Must be (-?\d+(?:\.\d+)?) or less$/, value: 'count' },
} as const;

export type ParameterisedMessageKey = keyof typeof PARAMETERISED;

export interface KeyedMessage {
  key: ValidationMessageKey | ParameterisedMessageKey;
  values: Record<string, string>;
}

type Catalogue = Record<ValidationMessageKey, string> &
  Record<ParameterisedMessageKey, (values: Record<string, string>) => string>;

const en: Catalogue = {
  ...VALIDATION_MESSAGES,
  givenName: `${VALIDATION_MESSAGES.givenName}: use only the letters A-Z and spaces`,
  surName: `${VALIDATION_MESSAGES.surName}: use only the letters A-Z`,
  passportNumber: `${VALIDATION_MESSAGES.passportNumber}: use only letters A-Z and digits`,
  visaNumber: `${VALIDATION_MESSAGES.visaNumber}: 10 digits`,
  minLength: ({ count }) => `Must be ${count} characters at minimum`,
  maxLength: ({ count }) => `Must be ${count} characters or less`,
  maxItems: ({ count }) => `At most ${count} items`,
  dateMin: ({ day }) => `Must be on or after ${day}`,
  dateMax: ({ day }) => `Must be on or before ${day}`,
  numberMin: ({ count }) => `Must be ${count} or more`,
  numberMax: ({ count }) => `Must be ${count} or less`,
};

const ar: Catalogue = {
  required: 'مطلوب',
  nameMin: 'يجب ألا يقل عن 3 أحرف',
  nameMax: 'يجب ألا يزيد عن 128 حرفًا',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  emailMin: 'يجب ألا يقل عن 8 أحرف',
  emailMax: 'يجب ألا يزيد عن 254 حرفًا',
  phoneMin: 'يجب ألا يقل عن 8 أحرف',
  phoneMax: 'يجب ألا يزيد عن 12 حرفًا',
  statusSearchTextMin: 'يجب ألا يقل عن 9 أحرف',
  statusSearchTextMax: 'يجب ألا يزيد عن 12 حرفًا',
  passwordMin: 'يجب ألا يقل عن 6 أحرف',
  passwordMax: 'يجب ألا يزيد عن 20 حرفًا',
  passwordsMustMatch: 'كلمتا المرور غير متطابقتين',
  passwordsMustBeDifferent: 'يجب أن تختلف كلمة المرور الجديدة عن القديمة',
  accountNumber: 'رقم الحساب غير صحيح',
  passportNumber: 'رقم الجواز غير صحيح: استخدم الحروف اللاتينية A-Z والأرقام فقط',
  givenName: 'الاسم الأول غير صحيح: استخدم الحروف اللاتينية A-Z والمسافات فقط',
  surName: 'اسم العائلة غير صحيح: استخدم الحروف اللاتينية A-Z فقط',
  placeMin: 'يجب ألا يقل عن حرفين',
  placeMax: 'يجب ألا يزيد عن 25 حرفًا',
  applicationNumber: 'رقم الطلب غير صحيح: أضف الحرف E قبل الرقم',
  visaNumber: 'رقم التأشيرة غير صحيح: 10 أرقام',
  employerId: 'رقم هوية صاحب العمل غير صحيح',
  shareEmail: 'البريد الإلكتروني غير صحيح',
  linkOrNameSearchMin: 'يجب ألا يقل عن حرفين',
  linkOrNameSearchMax: 'يجب ألا يزيد عن 25 حرفًا',
  uploadTooLarge: 'لا يمكن أن يتجاوز حجم الملف 1 ميغابايت',
  countryNotInList: 'اختر دولة من القائمة',
  phoneWithoutDialCode: 'يجب أن يبدأ برمز الاتصال الدولي للدولة',
  invalidDate: 'تاريخ غير صالح',
  invalidChoice: 'اختر قيمة من القائمة',
  fileNotFound: 'الملف غير موجود',
  notANumber: 'يجب أن يكون رقمًا',
  wholeNumber: 'يجب أن يكون عددًا صحيحًا',
  notInFuture: 'يجب ألا يكون في المستقبل',
  webAddress: 'يجب أن يكون عنوان ويب يبدأ بـ http:// أو https://',
  notAPicture: 'هذا الملف ليس صورة: اختر صورة JPEG أو PNG أو WebP',
  chooseAtLeastOneEmployee: 'اختر عاملًا واحدًا على الأقل',
  incorrectLink: 'الرابط غير صحيح',
  chooseDate: 'اختر تاريخًا',
  shareLinkPassword: 'يجب أن تكون كلمة المرور من 4 إلى 64 حرفًا',
  expiryNotAfterIssue: 'يجب أن يكون بعد تاريخ إصدار الجواز',
  passportNumberTaken: 'يوجد موظف بنفس رقم الجواز',
  blankVisa: 'أدخل رقم التأشيرة أو اسم الكفيل',
  minLength: ({ count }) => `يجب ألا يقل عن ${count} أحرف`,
  maxLength: ({ count }) => `يجب ألا يزيد عن ${count} حرفًا`,
  maxItems: ({ count }) => `${count} عناصر على الأكثر`,
  dateMin: ({ day }) => `يجب أن يكون في ${day} أو بعده`,
  dateMax: ({ day }) => `يجب أن يكون في ${day} أو قبله`,
  numberMin: ({ count }) => `يجب أن يكون ${count} أو أكثر`,
  numberMax: ({ count }) => `يجب أن يكون ${count} أو أقل`,
};

const am: Catalogue = {
  required: 'ያስፈልጋል',
  nameMin: 'ቢያንስ 3 ፊደላት መሆን አለበት',
  nameMax: 'ከ128 ፊደላት መብለጥ የለበትም',
  emailInvalid: 'ኢሜይሉ ትክክል አይደለም',
  emailMin: 'ቢያንስ 8 ፊደላት መሆን አለበት',
  emailMax: 'ከ254 ፊደላት መብለጥ የለበትም',
  phoneMin: 'ቢያንስ 8 ፊደላት መሆን አለበት',
  phoneMax: 'ከ12 ፊደላት መብለጥ የለበትም',
  statusSearchTextMin: 'ቢያንስ 9 ፊደላት መሆን አለበት',
  statusSearchTextMax: 'ከ12 ፊደላት መብለጥ የለበትም',
  passwordMin: 'ቢያንስ 6 ፊደላት መሆን አለበት',
  passwordMax: 'ከ20 ፊደላት መብለጥ የለበትም',
  passwordsMustMatch: 'የይለፍ ቃሎቹ መመሳሰል አለባቸው',
  passwordsMustBeDifferent: 'አዲሱ የይለፍ ቃል ከቀድሞው የተለየ መሆን አለበት',
  accountNumber: 'የመለያ ቁጥሩ ትክክል አይደለም',
  passportNumber: 'የፓስፖርት ቁጥሩ ትክክል አይደለም፤ የላቲን ፊደላት A-Z እና አሃዞች ብቻ ይጠቀሙ',
  givenName: 'ስሙ ትክክል አይደለም፤ የላቲን ፊደላት A-Z እና ክፍተት ብቻ ይጠቀሙ',
  surName: 'የአያት ስሙ ትክክል አይደለም፤ የላቲን ፊደላት A-Z ብቻ ይጠቀሙ',
  placeMin: 'ቢያንስ 2 ፊደላት መሆን አለበት',
  placeMax: 'ከ25 ፊደላት መብለጥ የለበትም',
  applicationNumber: 'የማመልከቻ ቁጥሩ ትክክል አይደለም፤ ከቁጥሩ በፊት E ይጨምሩ',
  visaNumber: 'የቪዛ ቁጥሩ ትክክል አይደለም፤ 10 አሃዞች',
  employerId: 'የአሠሪው መለያ ቁጥር ትክክል አይደለም',
  shareEmail: 'ኢሜይሉ ትክክል አይደለም',
  linkOrNameSearchMin: 'ቢያንስ 2 ፊደላት መሆን አለበት',
  linkOrNameSearchMax: 'ከ25 ፊደላት መብለጥ የለበትም',
  uploadTooLarge: 'የፋይሉ መጠን ከ1 ሜጋባይት መብለጥ አይችልም',
  countryNotInList: 'ከዝርዝሩ አገር ይምረጡ',
  phoneWithoutDialCode: 'በአገሩ የመደወያ ኮድ መጀመር አለበት',
  invalidDate: 'ቀኑ ትክክል አይደለም',
  invalidChoice: 'ከዝርዝሩ ይምረጡ',
  fileNotFound: 'ፋይሉ አልተገኘም',
  notANumber: 'ቁጥር መሆን አለበት',
  wholeNumber: 'ሙሉ ቁጥር መሆን አለበት',
  notInFuture: 'ወደፊት ያለ ቀን መሆን የለበትም',
  webAddress: 'በhttp:// ወይም https:// የሚጀምር የድር አድራሻ መሆን አለበት',
  notAPicture: 'ይህ ፋይል ምስል አይደለም፤ JPEG፣ PNG ወይም WebP ምስል ይምረጡ',
  chooseAtLeastOneEmployee: 'ቢያንስ አንድ ሠራተኛ ይምረጡ',
  incorrectLink: 'ሊንኩ ትክክል አይደለም',
  chooseDate: 'ቀን ይምረጡ',
  shareLinkPassword: 'የይለፍ ቃሉ ከ4 እስከ 64 ፊደላት መሆን አለበት',
  expiryNotAfterIssue: 'ከፓስፖርቱ የተሰጠበት ቀን በኋላ መሆን አለበት',
  passportNumberTaken: 'ይህ የፓስፖርት ቁጥር ያለው ሠራተኛ አስቀድሞ አለ',
  blankVisa: 'የቪዛ ቁጥሩን ወይም የአሠሪውን ስም ያስገቡ',
  minLength: ({ count }) => `ቢያንስ ${count} ፊደላት መሆን አለበት`,
  maxLength: ({ count }) => `ከ${count} ፊደላት መብለጥ የለበትም`,
  maxItems: ({ count }) => `ቢበዛ ${count} ንጥሎች`,
  dateMin: ({ day }) => `${day} ወይም ከዚያ በኋላ መሆን አለበት`,
  dateMax: ({ day }) => `${day} ወይም ከዚያ በፊት መሆን አለበት`,
  numberMin: ({ count }) => `${count} ወይም ከዚያ በላይ መሆን አለበት`,
  numberMax: ({ count }) => `${count} ወይም ከዚያ በታች መሆን አለበት`,
};

export const VALIDATION_MESSAGE_TEXT: Readonly<Record<MessageLanguage, Catalogue>> = { en, ar, am };

const KEY_OF_MESSAGE = new Map<string, ValidationMessageKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationMessageKey]),
);

/** The key (and values) of a message a domain rule or the API gave, or null for a text of its own. */
export function validationMessageKey(message: string): KeyedMessage | null {
  // A length message is one shape whatever field it belongs to (nameMin is minLength of 3).
  for (const [name, { pattern, value }] of Object.entries(PARAMETERISED)) {
    const match = pattern.exec(message);
    if (match?.[1]) return { key: name as ParameterisedMessageKey, values: { [value]: match[1] } };
  }
  const key = KEY_OF_MESSAGE.get(message);
  return key ? { key, values: {} } : null;
}

/** The text of a message by its key, in a language. */
export function validationMessageText(message: KeyedMessage, language: MessageLanguage): string {
  const entry = VALIDATION_MESSAGE_TEXT[language][message.key];
  return typeof entry === 'function' ? entry(message.values) : entry;
}

/**
 * A rule's message as a screen shows it, in the screen's language; a message that is not a rule's (already
 * translated, or a server's own sentence) is shown as it came.
 */
export function validationMessageIn(message: string, language: MessageLanguage): string {
  const keyed = validationMessageKey(message);
  return keyed ? validationMessageText(keyed, language) : message;
}
