import { calendarDay, compareDays, type DateInput } from './calendarDay';

// The earliest and latest day a date picker accepts. Days are 'YYYY-MM-DD'.
export interface DateLimits {
  min: string;
  max?: string;
}

// The spec's notes give two sets of passport limits, each seen on a different screen. Both are kept:
// `entry` is the employee entry form's reading, `alternate` the other screen's.
export type DateLimitsReading = 'entry' | 'alternate';

export type DateField =
  | 'dateOfBirth'
  | 'applicationDate'
  | 'visaIssued'
  | 'flight'
  | 'onDate'
  | 'discontinued'
  | 'afterFlight'
  | 'letter'
  | 'report'
  | 'passportIssue'
  | 'passportExpiry';

const SAME_ON_EVERY_SCREEN: Readonly<
  Record<Exclude<DateField, 'passportIssue' | 'passportExpiry'>, DateLimits>
> = {
  dateOfBirth: { min: '1920-01-01' },
  applicationDate: { min: '1920-01-01' },
  visaIssued: { min: '2020-01-01' },
  flight: { min: '2023-01-01' },
  onDate: { min: '2023-01-01' },
  discontinued: { min: '2023-01-01' },
  afterFlight: { min: '2023-01-01' },
  letter: { min: '2023-01-01' },
  report: { min: '2023-01-01' },
};

const PASSPORT: Readonly<Record<'passportIssue' | 'passportExpiry', Record<DateLimitsReading, DateLimits>>> =
  {
    passportIssue: {
      entry: { min: '2012-01-01', max: '2026-12-31' },
      alternate: { min: '2012-01-01', max: '2030-12-31' },
    },
    passportExpiry: {
      entry: { min: '2024-01-01', max: '2036-12-31' },
      alternate: { min: '2023-01-01', max: '2040-01-01' },
    },
  };

export const DATE_LIMITS = { ...SAME_ON_EVERY_SCREEN, ...PASSPORT } as const;

export function dateLimits(field: DateField, reading: DateLimitsReading = 'entry'): DateLimits {
  if (field === 'passportIssue' || field === 'passportExpiry') return PASSPORT[field][reading];
  return SAME_ON_EVERY_SCREEN[field];
}

// Both ends are allowed: the limits are the first and last day a picker offers.
export function isWithinDateLimits(date: DateInput, limits: DateLimits): boolean {
  const day = calendarDay(date);
  if (compareDays(day, calendarDay(limits.min)) < 0) return false;
  return limits.max === undefined || compareDays(day, calendarDay(limits.max)) <= 0;
}
