import { CONTRACT_TRANSLATION_TERMS, formatNumber } from '@placement/domain';

// The Amharic wording of the worker contract's translation, kept apart from the layout so a native reader can
// review every sentence in one place. Amharic verbs and pronouns agree with the worker's sex: most workers are
// women, so the feminine is the default and a male worker gets the masculine forms.

export interface TranslationWords {
  worker: string;
  /** "she/he agreed" */
  agreed: string;
  /** "her/his" */
  her: string;
  /** "arrived" */
  arrived: string;
  /** "she/he shall have" */
  has: string;
  /** "as (being)" */
  being: string;
}

export function translationWords(sex: string | null | undefined): TranslationWords {
  return sex === 'male'
    ? { worker: 'ሠራተኛው', agreed: 'ተስማምቷል', her: 'ለእርሱ', arrived: 'ከደረሰበት', has: 'ይኖረዋል', being: 'ሆኖ' }
    : { worker: 'ሠራተኛዋ', agreed: 'ተስማምታለች', her: 'ለእርሷ', arrived: 'ከደረሰችበት', has: 'ይኖራታል', being: 'ሆና' };
}

export const TRANSLATION_TEXT = {
  title: 'የሥራ ውል',
  subtitle: '(ከዐረብኛ ወደ አማርኛ የተተረጎመ)',
  date: 'ቀን፡',
  contractNumber: 'የውል ቁጥር፡',
  visaNumber: 'የቪዛ ቁጥር፡',
  firstParty: 'አንደኛ ወገን (አሠሪ)',
  secondParty: 'ሁለተኛ ወገን (ሠራተኛ)',
  agencies: 'አገናኝ ኤጀንሲዎች',
  name: 'ስም፡',
  idNumber: 'የመታወቂያ ቁጥር፡',
  city: 'ከተማ፡',
  telephone: 'ስልክ፡',
  passport: 'የፓስፖርት ቁጥር፡',
  address: 'አድራሻ፡',
  contactPerson: 'ተጠሪ ቤተሰብ፡',
  sendingAgency: 'በኢትዮጵያ በኩል፡',
  receivingAgency: 'በሳዑዲ ዓረቢያ በኩል፡',
  terms: 'የውሉ ዝርዝር ሁኔታዎች',
  employer: 'የአሠሪ ፊርማ',
  employee: 'የሠራተኛ ፊርማ',
  agency: 'የኤጀንሲ ፊርማና ማኅተም',
  witnesses: 'ምስክሮች',
  signature: 'ፊርማ',
} as const;

const { compensationSaudiRiyal, durationYears } = CONTRACT_TRANSLATION_TERMS;
const YEARS_IN_WORDS: Readonly<Record<number, string>> = { 1: 'አንድ', 2: 'ሁለት', 3: 'ሦስት' };
const AMOUNT_IN_WORDS: Readonly<Record<number, string>> = { 1000: 'አንድ ሺህ' };

/** The contract's terms in order; the amount and the term come from the domain's contract terms. */
export function translationClauses(sex: string | null | undefined, profession: string): string[] {
  const w = translationWords(sex);
  const amount = formatNumber(compensationSaudiRiyal, 'en');
  return [
    `${w.worker} በአሠሪው ቤት ውስጥ ${profession} ${w.being} ለመሥራት ${w.agreed}።`,
    `የውሉ ጊዜ ${w.worker} ሳዑዲ ዓረቢያ ${w.arrived} ቀን ጀምሮ ${YEARS_IN_WORDS[durationYears] ?? durationYears} (${durationYears}) ዓመት ነው።`,
    `አሠሪው ${w.her} በየወሩ ${amount}${AMOUNT_IN_WORDS[compensationSaudiRiyal] ? ` (${AMOUNT_IN_WORDS[compensationSaudiRiyal]})` : ''} የሳዑዲ ሪያል ደመወዝ ይከፍላል፤ ደመወዙ ከወሩ መጨረሻ አይዘገይም።`,
    `አሠሪው ተገቢ መኖሪያ፣ ምግብ፣ ልብስና ሕክምና በራሱ ወጪ ያቀርባል።`,
    `${w.worker} በቀን ቢያንስ ዘጠኝ ሰዓት ተከታታይ ዕረፍትና በሳምንት አንድ ቀን የዕረፍት ቀን ${w.has}።`,
    `ውሉ ሲጠናቀቅ አሠሪው ወደ ኢትዮጵያ የመመለሻ የአውሮፕላን ትኬት ይሸፍናል።`,
    `በዚህ ውል ላይ የሚነሳ አለመግባባት በሳዑዲ ዓረቢያ የሠራተኛ ሕግና በሁለቱ አገሮች ስምምነት መሠረት ይፈታል።`,
  ];
}
