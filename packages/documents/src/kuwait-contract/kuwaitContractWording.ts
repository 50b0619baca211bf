import { KUWAIT_CONTRACT_TERMS } from '@placement/domain';

// The Kuwait contract's terms in its three languages, kept apart from the layout so a native reader of each can
// review them in one place. The numbers come from the domain's contract terms (spec 02 §9). Amharic verbs agree
// with the worker's sex; the Arabic uses the legal generic 'العامل' as Kuwaiti contract forms do.

export interface Trilingual {
  en: string;
  am: string;
  ar: string;
}

export interface KuwaitClauseValues {
  sex: string | null | undefined;
  /** Monthly salary in Kuwaiti dinars. */
  salary: number;
  /** Where the worker is employed: the visa city, or Kuwait City. */
  site: string;
}

function amharic(sex: string | null | undefined) {
  return sex === 'male'
    ? { worker: 'ሠራተኛው', left: 'ከተነሳበት', has: 'ይኖረዋል', returns: 'የሚመለስበትን', must: 'አለበት', to: 'ለሠራተኛው' }
    : { worker: 'ሠራተኛዋ', left: 'ከተነሳችበት', has: 'ይኖራታል', returns: 'የምትመለስበትን', must: 'አለባት', to: 'ለሠራተኛዋ' };
}

export const KUWAIT_TEXT = {
  title: {
    en: 'EMPLOYMENT CONTRACT FOR A DOMESTIC WORKER',
    am: 'የቤት ሠራተኛ የሥራ ውል',
    ar: 'عقد عمل عمالة منزلية',
  },
  date: { en: 'Date', am: 'ቀን', ar: 'التاريخ' },
  firstParty: { en: 'First party (employer)', am: 'አንደኛ ወገን (አሠሪ)', ar: 'الطرف الأول (صاحب العمل)' },
  secondParty: { en: 'Second party (worker)', am: 'ሁለተኛ ወገን (ሠራተኛ)', ar: 'الطرف الثاني (العامل)' },
  agencies: { en: 'Agencies', am: 'ኤጀንሲዎች', ar: 'المكاتب' },
  name: { en: 'Name', am: 'ስም', ar: 'الاسم' },
  civilId: { en: 'Civil ID No.', am: 'የሲቪል መታወቂያ ቁጥር', ar: 'الرقم المدني' },
  address: { en: 'Address', am: 'አድራሻ', ar: 'العنوان' },
  telephone: { en: 'Telephone', am: 'ስልክ', ar: 'الهاتف' },
  nationality: { en: 'Nationality', am: 'ዜግነት', ar: 'الجنسية' },
  passport: { en: 'Passport No.', am: 'የፓስፖርት ቁጥር', ar: 'رقم الجواز' },
  birth: { en: 'Date of birth', am: 'የትውልድ ቀን', ar: 'تاريخ الميلاد' },
  age: { en: 'Age', am: 'ዕድሜ', ar: 'العمر' },
  religion: { en: 'Religion', am: 'ሃይማኖት', ar: 'الديانة' },
  sendingAgency: { en: 'Sending agency (Ethiopia)', am: 'ላኪ ኤጀንሲ (ኢትዮጵያ)', ar: 'المكتب المرسل (إثيوبيا)' },
  receivingAgency: { en: 'Recruitment office (Kuwait)', am: 'ተቀባይ ቢሮ (ኩዌት)', ar: 'مكتب الاستقدام (الكويت)' },
  licence: { en: 'Licence No.', am: 'የፈቃድ ቁጥር', ar: 'رقم الترخيص' },
  terms: { en: 'Terms', am: 'የውሉ ሁኔታዎች', ar: 'بنود العقد' },
  signature: { en: 'Signature', am: 'ፊርማ', ar: 'التوقيع' },
  stamp: { en: 'Signature and stamp', am: 'ፊርማና ማኅተም', ar: 'التوقيع والختم' },
  witnesses: { en: 'Witnesses', am: 'ምስክሮች', ar: 'الشهود' },
} as const satisfies Record<string, Trilingual>;

/** The contract's terms in order. */
export function kuwaitClauses({ sex, salary, site }: KuwaitClauseValues): Trilingual[] {
  const {
    durationYears: years,
    salaryDueDaysAfterMonthEnd: due,
    terminationNoticeDays: notice,
    copies,
  } = KUWAIT_CONTRACT_TERMS;
  const w = amharic(sex);
  return [
    {
      en: `This contract runs for ${years} years, counted from the worker's departure from Ethiopia.`,
      am: `የዚህ ውል ጊዜ ${w.worker} ከኢትዮጵያ ${w.left} ቀን ጀምሮ ${years} ዓመት ነው።`,
      ar: `مدة هذا العقد ${years === 2 ? 'سنتان (2)' : `${years} سنوات`} تبدأ من تاريخ مغادرة العامل إثيوبيا.`,
    },
    {
      en: `The employer pays the worker a monthly salary of ${salary} Kuwaiti dinars (KWD), no later than ${due} days after the end of each month.`,
      am: `አሠሪው ${w.to} በወር ${salary} የኩዌት ዲናር ደመወዝ ይከፍላል፤ ደመወዙ ከእያንዳንዱ ወር መጨረሻ በኋላ ከ${due} ቀን ሳይዘገይ ይከፈላል።`,
      ar: `يدفع صاحب العمل للعامل راتباً شهرياً قدره ${salary} دينار كويتي في موعد لا يتجاوز ${due} أيام من نهاية كل شهر.`,
    },
    {
      en: `Place of employment: the employer's home in ${site}, State of Kuwait.`,
      am: `የሥራ ቦታ፡ በኩዌት ${site} የሚገኘው የአሠሪው መኖሪያ ቤት ነው።`,
      ar: `مكان العمل: منزل صاحب العمل في ${site} بدولة الكويت.`,
    },
    {
      en: 'The employer provides suitable accommodation, food, clothing and medical care free of charge.',
      am: 'አሠሪው ተገቢ መኖሪያ፣ ምግብ፣ ልብስና ሕክምና ያለክፍያ ያቀርባል።',
      ar: 'يوفر صاحب العمل السكن المناسب والطعام والكسوة والرعاية الطبية مجاناً.',
    },
    {
      en: 'The worker has one day of rest a week and 30 days of paid leave for each year of service.',
      am: `${w.worker} በሳምንት አንድ ቀን ዕረፍትና ለእያንዳንዱ የአገልግሎት ዓመት የ30 ቀን የክፍያ ፈቃድ ${w.has}።`,
      ar: 'للعامل يوم راحة أسبوعية وإجازة مدفوعة الأجر مدتها 30 يوماً عن كل سنة خدمة.',
    },
    {
      en: "At the end of the contract the employer pays the worker's ticket back to Ethiopia.",
      am: `ውሉ ሲያበቃ አሠሪው ${w.worker} ወደ ኢትዮጵያ ${w.returns} ትኬት ይከፍላል።`,
      ar: 'يتحمل صاحب العمل تذكرة عودة العامل إلى إثيوبيا عند انتهاء العقد.',
    },
    {
      en: `The worker may end this contract by giving the employer ${notice} days' written notice.`,
      am: `${w.worker} ውሉን ለማቋረጥ ለአሠሪው የ${notice} ቀን የጽሑፍ ማስታወቂያ መስጠት ${w.must}።`,
      ar: `يجوز للعامل إنهاء هذا العقد بإخطار صاحب العمل كتابياً قبل ${notice} يوماً.`,
    },
    {
      en: `This contract is made in ${copies} copies in Amharic, English and Arabic, all equally valid.`,
      am: `ይህ ውል በአማርኛ፣ በእንግሊዝኛና በዓረብኛ በ${copies} ቅጂዎች ተዘጋጅቷል፤ ሁሉም እኩል ተቀባይነት አላቸው።`,
      ar: `حرر هذا العقد من ${copies} نسخ باللغات الأمهرية والإنجليزية والعربية ولجميعها الحجية نفسها.`,
    },
  ];
}
