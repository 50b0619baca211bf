import { describe, expect, it } from 'vitest';
import { parsePastedDate, parsePastedEmployeeData } from './parsePastedEmployeeData';

const TEN_LINES = [
  'Almaz',
  'Tesfaye',
  'F',
  'ep1234567',
  'Addis Ababa',
  'Addis Ababa',
  '1998-03-05',
  '05/01/2024',
  '04-JAN-2029',
  'Single',
].join('\n');

describe('parsePastedEmployeeData', () => {
  it('reads ten lines in the order of the Passport Data panel', () => {
    expect(parsePastedEmployeeData(TEN_LINES)).toEqual({
      employee: {
        givenName: 'ALMAZ',
        surName: 'TESFAYE',
        sex: 'female',
        passportNumber: 'EP1234567',
        placeOfBirth: 'ADDIS ABABA',
        placeOfIssue: 'ADDIS ABABA',
        dateOfBirth: '1998-03-05',
        passportIssueDate: '2024-01-05',
        passportExpiryDate: '2029-01-04',
        additionalData: { maritalStatus: 'single' },
      },
      unreadable: [],
    });
  });

  it('does nothing with fewer than 10 lines', () => {
    const nine = TEN_LINES.split('\n').slice(0, 9).join('\n');
    expect(parsePastedEmployeeData(nine)).toBeNull();
    expect(parsePastedEmployeeData(`\n\n${nine}\n\n\n`)).toBeNull();
    expect(parsePastedEmployeeData('')).toBeNull();
    expect(parsePastedEmployeeData(undefined)).toBeNull();
  });

  it('reads the four optional lines as choice codes', () => {
    const parsed = parsePastedEmployeeData(`${TEN_LINES}\nMuslim\nHouse Maid\nSaudi Arabia\nEthiopia`);
    expect(parsed?.employee.additionalData).toEqual({
      maritalStatus: 'single',
      religion: 'muslim',
      appliedProfession: 'housemaid',
      appliedCountry: 'saudi_arabia',
      nationality: 'ethiopian',
    });
  });

  it('reads choices by code, English label or country, and names the unknown ones', () => {
    const parsed = parsePastedEmployeeData(`${TEN_LINES}\nnon-muslim\ndriver\nKSA\nSudan`);
    expect(parsed?.employee.additionalData).toEqual({
      maritalStatus: 'single',
      religion: 'non_muslim',
      appliedProfession: 'driver',
      appliedCountry: 'saudi_arabia',
      nationality: 'sudanese',
    });
    const unknown = parsePastedEmployeeData(`${TEN_LINES}\nPastafarian\nastronaut\nMars\nMartian`);
    expect(unknown?.unreadable).toEqual(['religion', 'appliedProfession', 'appliedCountry', 'nationality']);
    expect(unknown?.employee.additionalData).toEqual({ maritalStatus: 'single' });
  });

  it('accepts Windows line ends and surrounding blank lines', () => {
    expect(
      parsePastedEmployeeData(`\r\n${TEN_LINES.replace(/\n/g, '\r\n')}\r\n\r\n`)?.employee.givenName,
    ).toBe('ALMAZ');
  });

  it('keeps positions when a value in the middle is empty', () => {
    const lines = TEN_LINES.split('\n');
    lines[2] = '';
    const parsed = parsePastedEmployeeData(lines.join('\n'));
    expect(parsed?.employee.sex).toBeUndefined();
    expect(parsed?.employee.passportNumber).toBe('EP1234567');
  });

  it('places labelled lines by their label, in any order', () => {
    const parsed = parsePastedEmployeeData(
      [
        'Passport Number: EP7654321',
        'Given Name: Sara',
        'Surname\tBekele',
        'Sex: Male',
        'Place of Birth: Adama',
        'Place of Issue: Addis Ababa',
        'Date of Birth: 5 Mar 1999',
        'Issue Date: 2023/02/28',
        'Expiry Date: 27.02.2028',
        'Marital Status: Married',
      ].join('\n'),
    );
    expect(parsed?.employee).toEqual({
      givenName: 'SARA',
      surName: 'BEKELE',
      sex: 'male',
      passportNumber: 'EP7654321',
      placeOfBirth: 'ADAMA',
      placeOfIssue: 'ADDIS ABABA',
      dateOfBirth: '1999-03-05',
      passportIssueDate: '2023-02-28',
      passportExpiryDate: '2028-02-27',
      additionalData: { maritalStatus: 'married' },
    });
  });

  it('names the values it could not read', () => {
    const lines = TEN_LINES.split('\n');
    lines[2] = 'unknown';
    lines[6] = '31/02/1998';
    const parsed = parsePastedEmployeeData(lines.join('\n'));
    expect(parsed?.unreadable).toEqual(['sex', 'dateOfBirth']);
    expect(parsed?.employee).not.toHaveProperty('dateOfBirth');
  });
});

describe('parsePastedDate', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', undefined],
    ['29/02/2024', '2024-02-29'],
    ['1-2-2024', '2024-02-01'],
    ['05-MAR-1998', '1998-03-05'],
    ['05 March 1998', '1998-03-05'],
    ['5 Foo 1998', undefined],
    ['1998', undefined],
    ['13/13/2024', undefined],
  ])('%s reads as %s', (text, day) => {
    expect(parsePastedDate(text)).toBe(day);
  });
});
