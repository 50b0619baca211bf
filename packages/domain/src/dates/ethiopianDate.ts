import { type DateInput, toDate, WORKING_TIME_ZONE } from './calendarDay';

// Amharic letters and the contract translation are dated in the Ethiopian calendar. The conversion is Intl's
// own 'ethiopic' calendar (ICU), never hand-written arithmetic: thirteen months, the last (Pagume) of 5 or 6
// days, new year on 11 September (12 September before a Gregorian leap year).
export interface EthiopianDate {
  year: number;
  // 1 (Meskerem) to 13 (Pagume)
  month: number;
  day: number;
  // Amharic month name, e.g. 'መስከረም'
  monthName: string;
}

const formatters = new Map<string, { numeric: Intl.DateTimeFormat; monthName: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let pair = formatters.get(timeZone);
  if (!pair) {
    pair = {
      numeric: new Intl.DateTimeFormat('en-u-ca-ethiopic-nu-latn', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }),
      monthName: new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', { timeZone, month: 'long' }),
    };
    formatters.set(timeZone, pair);
  }
  return pair;
}

// The day is read in Ethiopia's own zone (UTC+3, the same as the working zone) unless another is given.
export function ethiopianDate(input: DateInput, timeZone: string = WORKING_TIME_ZONE): EthiopianDate {
  const date = toDate(input);
  const { numeric, monthName } = formattersFor(timeZone);
  const parts = Object.fromEntries(numeric.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    monthName: monthName.format(date),
  };
}

export interface EthiopianDateFormat {
  // 'long': መስከረም 1 ቀን 2017 ዓ.ም. (letters, contracts); 'numeric': 01/01/2017 ዓ.ም. (tables, reference lines)
  style?: 'long' | 'numeric';
  timeZone?: string;
}

// How Amharic documents write a date: month, day, "day of", year and ዓ.ም. (the Ethiopian era, "year of
// mercy"); or day/month/year with the era.
export function formatEthiopianDate(input: DateInput, options: EthiopianDateFormat = {}): string {
  const { year, month, day, monthName } = ethiopianDate(input, options.timeZone);
  if (options.style === 'numeric') {
    return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year} ዓ.ም.`;
  }
  return `${monthName} ${day} ቀን ${year} ዓ.ም.`;
}
