import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, readSpreadsheet } from './readSpreadsheet';

describe('reading an import file as text', () => {
  it('reads an .xlsx sheet: dates as days, numbers whole, formulas by result, blank rows skipped', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('employees');
    sheet.addRow([]);
    sheet.addRow(['Given Name', 'Date of Birth', 'Visa Number', 'Salary']);
    sheet.addRow([
      'Almaz',
      new Date(Date.UTC(1998, 2, 5)),
      1234567890,
      { formula: '1000+200', result: 1200 },
    ]);
    sheet.addRow([]);
    sheet.addRow([{ richText: [{ text: 'Hir' }, { text: 'ut ' }] }, '05/03/1998', '0911', 1.5]);
    const buffer = await workbook.xlsx.writeBuffer();
    const file = new File([buffer], 'Intake.XLSX');
    expect(await readSpreadsheet(file)).toEqual({
      headers: ['Given Name', 'Date of Birth', 'Visa Number', 'Salary'],
      rows: [
        { row: 3, values: ['Almaz', '1998-03-05', '1234567890', '1200'] },
        { row: 5, values: ['Hirut', '05/03/1998', '0911', '1.5'] },
      ],
    });
  });

  it('reads a CSV file with a byte-order mark, quotes and its own row numbers', async () => {
    const text = '\uFEFFGiven Name,Notes\r\n"Almaz","said ""hi"", twice"\r\n\r\nHirut,\r\n';
    expect(await readSpreadsheet(new File([text], 'intake.csv'))).toEqual({
      headers: ['Given Name', 'Notes'],
      rows: [
        { row: 2, values: ['Almaz', 'said "hi", twice'] },
        { row: 4, values: ['Hirut', ''] },
      ],
    });
  });

  it('refuses other files and reads empty cells as empty', async () => {
    await expect(readSpreadsheet(new File(['x'], 'intake.xls'))).rejects.toThrow('unsupportedFile');
    expect(cellText(null)).toBe('');
    expect(cellText({ error: '#N/A' } as never)).toBe('');
  });
});
