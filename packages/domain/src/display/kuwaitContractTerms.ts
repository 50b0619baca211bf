// Fixed terms printed in the Kuwait employment contract and the Amharic contract translation (spec 02 §9).
// Documents read them from here so the printed numbers and the rules never drift apart.
export const KUWAIT_CONTRACT_TERMS = {
  // Counted from the worker's departure from Ethiopia.
  durationYears: 2,
  // Salary is paid monthly, no later than this many days after the month ends (in KWD, additionalData.salary).
  salaryDueDaysAfterMonthEnd: 10,
  // The employee ends the contract with this many days' written notice.
  terminationNoticeDays: 30,
  copies: 4,
  // Printed on A3.
  paperSize: 'A3',
} as const;

export const CONTRACT_TRANSLATION_TERMS = {
  // The monthly-equivalent compensation the Amharic translation states, in Saudi riyals.
  compensationSaudiRiyal: 1000,
  // Counted from the worker's arrival.
  durationYears: 2,
  paperSize: 'Letter',
} as const;
