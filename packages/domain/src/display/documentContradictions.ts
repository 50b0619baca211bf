import { calendarDay, isReadableDate, type DateInput } from '../dates';
import { COUNTRY_LABELS, type Country } from '../enums/country';
import type { Lang } from '../enums/Lang';
import { countryOfCity } from './cityCountry';
import { formatDocumentDate } from './formatDocumentDate';

// A document prints what the record says; when the record says two things that cannot both be true, the
// document states one of them as fact (a Riyadh visa city printed as "RIYADH, State of Kuwait"). These are
// the contradictions the print flow warns about before printing. They are warnings, not refusals: the clerk
// may know better (a city the list does not know, a sponsor who moved), so she fixes the record or prints.

/** The documents that print one employee's destination and passport. */
export type ContradictionDocument = 'enjaz' | 'contract' | 'kuwaitContract';

export function isContradictionDocument(kind: string): kind is ContradictionDocument {
  return kind === 'enjaz' || kind === 'contract' || kind === 'kuwaitContract';
}

// Where the document itself says the work is. The visa application and the contract translation are printed
// for applicants to any country (the entry menu offers the application to Kuwait applicants too), so only the
// record's own facts are compared for them.
const DOCUMENT_COUNTRY: Readonly<Record<ContradictionDocument, Country | undefined>> = {
  kuwaitContract: 'kuwait',
  enjaz: undefined,
  contract: undefined,
};

export interface ContradictionEmployee {
  dateOfBirth?: DateInput | null;
  passportIssueDate?: DateInput | null;
  passportExpiryDate?: DateInput | null;
  additionalData?: { appliedCountry?: string | null } | null;
  visa?: { address?: { city?: string | null; country?: string | null } | null } | null;
}

export type Contradiction =
  | { code: 'cityNotDocumentCountry'; city: string; cityCountry: Country; document: Country }
  | { code: 'visaCountryNotDocumentCountry'; visaCountry: Country; document: Country }
  | { code: 'appliedCountryNotDocumentCountry'; applied: Country; document: Country }
  | { code: 'cityNotVisaCountry'; city: string; cityCountry: Country; visaCountry: Country }
  | { code: 'cityNotAppliedCountry'; city: string; cityCountry: Country; applied: Country }
  | { code: 'visaCountryNotAppliedCountry'; visaCountry: Country; applied: Country }
  | { code: 'passportExpiresBeforeIssue'; issue: string; expiry: string }
  | { code: 'bornAfterPassportIssue'; birth: string; issue: string };

/** A country code, also when typed as words ("Saudi Arabia" is saudi_arabia); anything else is not judged. */
function known(value: string | null | undefined): Country | undefined {
  const code = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/gu, '_');
  return code in COUNTRY_LABELS ? (code as Country) : undefined;
}

const dayNumber = (value: DateInput) => {
  const { year, month, day } = calendarDay(value);
  return year * 10_000 + month * 100 + day;
};

/** The statements of the record a document would print that contradict each other, or the document. */
export function documentContradictions(
  document: ContradictionDocument,
  employee: ContradictionEmployee,
): Contradiction[] {
  const found: Contradiction[] = [];
  const printed = DOCUMENT_COUNTRY[document];
  const applied = known(employee.additionalData?.appliedCountry);
  const visaCountry = known(employee.visa?.address?.country);
  const city = employee.visa?.address?.city?.trim() ?? '';
  const cityCountry = countryOfCity(city);
  if (printed) {
    if (cityCountry && cityCountry !== printed)
      found.push({ code: 'cityNotDocumentCountry', city, cityCountry, document: printed });
    if (visaCountry && visaCountry !== printed)
      found.push({ code: 'visaCountryNotDocumentCountry', visaCountry, document: printed });
    if (applied && applied !== printed)
      found.push({ code: 'appliedCountryNotDocumentCountry', applied, document: printed });
  } else {
    if (cityCountry && visaCountry && cityCountry !== visaCountry)
      found.push({ code: 'cityNotVisaCountry', city, cityCountry, visaCountry });
    else if (cityCountry && applied && cityCountry !== applied)
      found.push({ code: 'cityNotAppliedCountry', city, cityCountry, applied });
    if (visaCountry && applied && visaCountry !== applied)
      found.push({ code: 'visaCountryNotAppliedCountry', visaCountry, applied });
  }
  const { dateOfBirth: birth, passportIssueDate: issue, passportExpiryDate: expiry } = employee;
  if (isReadableDate(issue) && isReadableDate(expiry) && dayNumber(expiry) <= dayNumber(issue))
    found.push({
      code: 'passportExpiresBeforeIssue',
      issue: formatDocumentDate(issue),
      expiry: formatDocumentDate(expiry),
    });
  if (isReadableDate(birth) && isReadableDate(issue) && dayNumber(birth) >= dayNumber(issue))
    found.push({
      code: 'bornAfterPassportIssue',
      birth: formatDocumentDate(birth),
      issue: formatDocumentDate(issue),
    });
  return found;
}

type Texts = { [C in Contradiction as C['code']]: (c: C, country: (code: Country) => string) => string };

const TEXTS: Readonly<Record<Lang, Texts>> = {
  en: {
    cityNotDocumentCountry: (c, n) =>
      `The visa city ${c.city.toUpperCase()} is in ${n(c.cityCountry)}, but the document places the work in ${n(c.document)}.`,
    visaCountryNotDocumentCountry: (c, n) =>
      `The visa is for ${n(c.visaCountry)}, but the document is for ${n(c.document)}.`,
    appliedCountryNotDocumentCountry: (c, n) =>
      `The employee applied to ${n(c.applied)}, but the document is for ${n(c.document)}.`,
    cityNotVisaCountry: (c, n) =>
      `The visa city ${c.city.toUpperCase()} is in ${n(c.cityCountry)}, but the visa's country is ${n(c.visaCountry)}.`,
    cityNotAppliedCountry: (c, n) =>
      `The visa city ${c.city.toUpperCase()} is in ${n(c.cityCountry)}, but the employee applied to ${n(c.applied)}.`,
    visaCountryNotAppliedCountry: (c, n) =>
      `The visa is for ${n(c.visaCountry)}, but the employee applied to ${n(c.applied)}.`,
    passportExpiresBeforeIssue: (c) =>
      `The passport expires (${c.expiry}) before it was issued (${c.issue}).`,
    bornAfterPassportIssue: (c) =>
      `The passport was issued (${c.issue}) before the date of birth (${c.birth}).`,
  },
  ar: {
    cityNotDocumentCountry: (c, n) =>
      `مدينة التأشيرة ${c.city.toUpperCase()} تقع في ${n(c.cityCountry)}، لكن المستند يذكر أن العمل في ${n(c.document)}.`,
    visaCountryNotDocumentCountry: (c, n) =>
      `التأشيرة إلى ${n(c.visaCountry)}، لكن المستند خاص بـ${n(c.document)}.`,
    appliedCountryNotDocumentCountry: (c, n) =>
      `تقدم العامل إلى ${n(c.applied)}، لكن المستند خاص بـ${n(c.document)}.`,
    cityNotVisaCountry: (c, n) =>
      `مدينة التأشيرة ${c.city.toUpperCase()} تقع في ${n(c.cityCountry)}، لكن بلد التأشيرة ${n(c.visaCountry)}.`,
    cityNotAppliedCountry: (c, n) =>
      `مدينة التأشيرة ${c.city.toUpperCase()} تقع في ${n(c.cityCountry)}، لكن العامل تقدم إلى ${n(c.applied)}.`,
    visaCountryNotAppliedCountry: (c, n) =>
      `التأشيرة إلى ${n(c.visaCountry)}، لكن العامل تقدم إلى ${n(c.applied)}.`,
    passportExpiresBeforeIssue: (c) => `ينتهي الجواز (${c.expiry}) قبل تاريخ إصداره (${c.issue}).`,
    bornAfterPassportIssue: (c) => `صدر الجواز (${c.issue}) قبل تاريخ الميلاد (${c.birth}).`,
  },
  am: {
    cityNotDocumentCountry: (c, n) =>
      `የቪዛው ከተማ ${c.city.toUpperCase()} በ${n(c.cityCountry)} ይገኛል፤ ሰነዱ ግን የሥራ ቦታውን ${n(c.document)} ይላል።`,
    visaCountryNotDocumentCountry: (c, n) => `ቪዛው ለ${n(c.visaCountry)} ነው፤ ሰነዱ ግን ለ${n(c.document)} ነው።`,
    appliedCountryNotDocumentCountry: (c, n) =>
      `ሠራተኛዋ ያመለከተችው ለ${n(c.applied)} ነው፤ ሰነዱ ግን ለ${n(c.document)} ነው።`,
    cityNotVisaCountry: (c, n) =>
      `የቪዛው ከተማ ${c.city.toUpperCase()} በ${n(c.cityCountry)} ይገኛል፤ የቪዛው አገር ግን ${n(c.visaCountry)} ነው።`,
    cityNotAppliedCountry: (c, n) =>
      `የቪዛው ከተማ ${c.city.toUpperCase()} በ${n(c.cityCountry)} ይገኛል፤ ሠራተኛዋ ያመለከተችው ግን ለ${n(c.applied)} ነው።`,
    visaCountryNotAppliedCountry: (c, n) =>
      `ቪዛው ለ${n(c.visaCountry)} ነው፤ ሠራተኛዋ ያመለከተችው ግን ለ${n(c.applied)} ነው።`,
    passportExpiresBeforeIssue: (c) => `ፓስፖርቱ የሚያበቃበት ቀን (${c.expiry}) ከተሰጠበት ቀን (${c.issue}) በፊት ነው።`,
    bornAfterPassportIssue: (c) => `ፓስፖርቱ የተሰጠበት ቀን (${c.issue}) ከትውልድ ቀን (${c.birth}) በፊት ነው።`,
  },
};

/** The contradiction in the reader's language. */
export function contradictionMessage(contradiction: Contradiction, lang: Lang = 'en'): string {
  const text = TEXTS[lang][contradiction.code] as (c: Contradiction, n: (code: Country) => string) => string;
  return text(contradiction, (code) => COUNTRY_LABELS[code][lang]);
}
