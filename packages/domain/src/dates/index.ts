export * from './calendarDay';
export * from './atFourteenLocal';
export * from './dateLimits';
export * from './passportExpiryFromIssue';
export * from './ethiopianDate';
export * from './timeZoneCheck';
export * from './reportDateDefaults';
