// Writes the two machine-readable lines (TD3) of a passport with the given values and correct check digits.
// Tests and the generated passport pages use it to make MRZs whose values are known.

export interface PassportMrzValues {
  surName: string;
  givenName: string;
  passportNumber: string;
  nationalityCode: string;
  issuingStateCode?: string;
  // YYYY-MM-DD
  dateOfBirth: string;
  sex: 'male' | 'female';
  passportExpiryDate: string;
}

const WEIGHTS = [7, 3, 1];

export function mrzCheckDigit(text: string): string {
  let sum = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    const value =
      character === '<' ? 0 : /[0-9]/.test(character) ? Number(character) : character.charCodeAt(0) - 55;
    sum += value * WEIGHTS[index % 3]!;
  }
  return String(sum % 10);
}

const field = (text: string, length: number) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '<')
    .padEnd(length, '<')
    .slice(0, length);

const yymmdd = (day: string) => day.slice(2, 4) + day.slice(5, 7) + day.slice(8, 10);

export function passportMrzLines(values: PassportMrzValues): [string, string] {
  const nameOf = (text: string) => text.toUpperCase().replace(/[^A-Z]+/g, '<');
  const names = `${nameOf(values.surName)}<<${nameOf(values.givenName)}`.padEnd(39, '<').slice(0, 39);
  const line1 = `P<${field(values.issuingStateCode ?? values.nationalityCode, 3)}${names}`;
  const number = field(values.passportNumber, 9);
  const birth = yymmdd(values.dateOfBirth);
  const expiry = yymmdd(values.passportExpiryDate);
  const personal = field('', 14);
  const numberPart = number + mrzCheckDigit(number);
  const birthPart = birth + mrzCheckDigit(birth);
  const expiryPart = expiry + mrzCheckDigit(expiry);
  const personalPart = personal + mrzCheckDigit(personal);
  const composite = mrzCheckDigit(numberPart + birthPart + expiryPart + personalPart);
  const line2 =
    numberPart +
    field(values.nationalityCode, 3) +
    birthPart +
    (values.sex === 'male' ? 'M' : 'F') +
    expiryPart +
    personalPart +
    composite;
  return [line1, line2];
}
