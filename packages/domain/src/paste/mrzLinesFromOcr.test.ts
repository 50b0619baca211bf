import { describe, expect, it } from 'vitest';
import { mrzLinesFromOcr } from './mrzLinesFromOcr';
import { passportMrzLines } from './passportMrzLines';
import { readPassportMrz } from './readPassportMrz';

const today = new Date('2026-11-25T12:00:00Z');
const [line1, line2] = passportMrzLines({
  surName: 'Tesfaye',
  givenName: 'Almaz',
  passportNumber: 'EP1508042',
  nationalityCode: 'ETH',
  dateOfBirth: '2004-03-13',
  sex: 'male',
  passportExpiryDate: '2033-08-15',
});
const specimen = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F1204159ZE184226B<<<<<10',
] as const;

// Misreadings seen from tesseract.js on generated passport pages (test/support/passportPageImage in the API).
describe('mrzLinesFromOcr', () => {
  it('leaves lines read right as they are, below any text above them', () => {
    expect(mrzLinesFromOcr(`PASSPORT\nTESFAYE\n${line1}\n${line2}\n`)).toEqual([line1, line2]);
    expect(mrzLinesFromOcr(specimen.join('\n'))).toEqual(specimen);
  });

  it("turns the first line's filler, read as K, L or C, too long or too short, back into 44 characters", () => {
    expect(mrzLinesFromOcr(`P<ETHTESFAYE<<ALMAZ<<<<<<KLKKLLLLLLLLLLLL<LL<L\n${line2}`)?.[0]).toBe(line1);
    expect(mrzLinesFromOcr(`P<ETHTESFAYE<<ALMAZ<<<<<<<L<LLL\n${line2}`)?.[0]).toBe(line1);
    expect(mrzLinesFromOcr(`PK ETH TESFAYE<<ALMAZ<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<\n${line2}`)?.[0]).toBe(line1);
  });

  it('keeps a given name of several parts and a name ending in K or L', () => {
    const [first] = passportMrzLines({ ...values(), surName: 'Haile', givenName: 'Mikael Kal' });
    expect(mrzLinesFromOcr(`P<ETHHAILE<<MIKAEL<KAL<<<<<KKLLLL\n${line2}`)?.[0]).toBe(first);
  });

  it('reads a look-alike letter in a digit position as its digit and the other way round', () => {
    expect(mrzLinesFromOcr(`${line1}\nEP15080421ETHO4O3139M33O8154<<<<<<<<<<<<<<08`)?.[1]).toBe(line2);
    expect(mrzLinesFromOcr(`${line1}\nEP15080421E7H0403139M3308154<<<<<<<<<<<<<<08`)?.[1]).toBe(line2);
  });

  it("counts the personal number's filler run as 14 however it was read, keeping a real personal number", () => {
    expect(mrzLinesFromOcr(`${line1}\nEP15080421ETH0403139M3308154<<<<<<<<<<<<08`)?.[1]).toBe(line2);
    expect(mrzLinesFromOcr(`${line1}\nEP15080421ETH0403139M3308154<<<<<KL<<<<<<<<<08`)?.[1]).toBe(line2);
    expect(mrzLinesFromOcr(`${specimen[0]}\n${specimen[1]}`)?.[1]).toBe(specimen[1]);
  });

  it('swaps a look-alike in the passport number only when exactly one swap makes every check digit right', () => {
    // T read as 7 in the first position; the number's and the composite digit both pick T.
    const [, withT] = passportMrzLines({ ...values(), passportNumber: 'T2853798' });
    const misread = `7${withT.slice(1)}`;
    expect(mrzLinesFromOcr(`${line1}\n${misread}`)?.[1]).toBe(withT);
  });

  it('drops one stray character in the fixed start when exactly one removal verifies, never guessing', () => {
    expect(mrzLinesFromOcr(`${line1}\n${line2.slice(0, 13)}I${line2.slice(13)}`)?.[1]).toBe(line2);
    // T2853798 with a stray 7: dropping the 7 or the 5 both verify, so the line is left to be refused.
    const [, withT] = passportMrzLines({ ...values(), passportNumber: 'T2853798' });
    const ambiguous = `T7${withT.slice(1)}`;
    expect(mrzLinesFromOcr(`${line1}\n${ambiguous}`)?.[1]).toHaveLength(45);
    expect(readPassportMrz(mrzLinesFromOcr(`${line1}\n${ambiguous}`)!.join('\n'), today).ok).toBe(false);
  });

  it('never writes a check digit: a misread digit still fails in readPassportMrz', () => {
    const wrongBirthDigit = `${line2.slice(0, 19)}0${line2.slice(20)}`;
    const lines = mrzLinesFromOcr(`${line1}\n${wrongBirthDigit}`)!;
    expect(lines[1]).toBe(wrongBirthDigit);
    const reading = readPassportMrz(lines.join('\n'), today);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problems[0]).toMatchObject({
      field: 'dateOfBirth',
      found: '0',
      expected: '9',
    });
  });

  it('finds nothing in text without two MRZ-like lines', () => {
    expect(mrzLinesFromOcr('')).toBeNull();
    expect(mrzLinesFromOcr('PASSPORT\nTESFAYE ALMAZ\n2004-03-13')).toBeNull();
    expect(mrzLinesFromOcr(line1)).toBeNull();
  });
});

function values() {
  return {
    surName: 'Tesfaye',
    givenName: 'Almaz',
    passportNumber: 'EP1508042',
    nationalityCode: 'ETH',
    dateOfBirth: '2004-03-13',
    sex: 'male' as const,
    passportExpiryDate: '2033-08-15',
  };
}
