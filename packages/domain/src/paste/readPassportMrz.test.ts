import { describe, expect, it } from 'vitest';
import { passportMrzLines } from './passportMrzLines';
import { readPassportMrz } from './readPassportMrz';

const today = new Date('2026-11-25T12:00:00Z');

const ethiopian = passportMrzLines({
  surName: 'Tesfaye',
  givenName: 'Almaz Bekele',
  passportNumber: 'EP1234567',
  nationalityCode: 'ETH',
  dateOfBirth: '1998-03-05',
  sex: 'female',
  passportExpiryDate: '2030-06-30',
});

// Replaces one character of the second line.
const withLine2 = (lines: string[], index: number, character: string) =>
  `${lines[0]}\n${lines[1]!.slice(0, index)}${character}${lines[1]!.slice(index + 1)}`;

describe('readPassportMrz', () => {
  it("reads the ICAO specimen passport's fields", () => {
    const reading = readPassportMrz(
      'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10',
      today,
    );
    expect(reading).toEqual({
      ok: true,
      passport: {
        surName: 'ERIKSSON',
        givenName: 'ANNA MARIA',
        passportNumber: 'L898902C3',
        nationalityCode: 'UTO',
        dateOfBirth: '1974-08-12',
        sex: 'female',
        passportExpiryDate: '2012-04-15',
      },
    });
  });

  it('fills an Ethiopian passport with the nationality the product lists', () => {
    const reading = readPassportMrz(ethiopian.join('\n'), today);
    expect(reading.ok && reading.passport).toMatchObject({
      surName: 'TESFAYE',
      givenName: 'ALMAZ BEKELE',
      passportNumber: 'EP1234567',
      nationality: 'ethiopian',
      dateOfBirth: '1998-03-05',
      passportExpiryDate: '2030-06-30',
    });
  });

  it('takes a child born this century as born this century', () => {
    const lines = passportMrzLines({
      surName: 'Ali',
      givenName: 'Sara',
      passportNumber: 'P0000001',
      nationalityCode: 'SDN',
      dateOfBirth: '2015-01-02',
      sex: 'female',
      passportExpiryDate: '2025-01-01',
    });
    const reading = readPassportMrz(lines.join('\n'), today);
    expect(reading.ok && reading.passport.dateOfBirth).toBe('2015-01-02');
    expect(reading.ok && reading.passport.nationality).toBe('sudanese');
  });

  it('names a wrong passport-number check digit and fills nothing', () => {
    const correct = ethiopian[1]![9]!;
    const wrong = correct === '0' ? '1' : '0';
    const reading = readPassportMrz(withLine2(ethiopian, 9, wrong), today);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problems).toContainEqual({
      field: 'passportNumber',
      line: 2,
      found: wrong,
      expected: correct,
    });
    expect(reading).not.toHaveProperty('passport');
  });

  it('refuses a misread date of birth through its check digit', () => {
    const reading = readPassportMrz(withLine2(ethiopian, 13, '7'), today);
    expect(!reading.ok && reading.problems.map((problem) => problem.field)).toContain('dateOfBirth');
  });

  it('tolerates spaces, lower case and text above the two lines', () => {
    const text = `REPUBLIC OF ETHIOPIA\n\n ${ethiopian[0]!.toLowerCase()} \n${ethiopian[1]!.replace(/(.{11})/, '$1 ')}\n`;
    expect(readPassportMrz(text, today).ok).toBe(true);
  });

  it('refuses lines that are not a passport MRZ', () => {
    expect(readPassportMrz('not\na passport', today)).toMatchObject({
      ok: false,
      problems: [{ field: 'format' }],
    });
    expect(readPassportMrz(`I${ethiopian[0]!.slice(1)}\n${ethiopian[1]}`, today).ok).toBe(false);
  });
});
