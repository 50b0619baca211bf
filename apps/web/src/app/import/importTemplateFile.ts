import {
  ENUM_LABELS,
  importTemplate,
  importTemplateFileName,
  MAX_IMPORT_ROWS,
  type ImportKind,
  type Lang,
} from '@placement/domain';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const columnLetter = (index: number) => {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
};

/**
 * The import template as an .xlsx file: the domain's columns in the user's language (right to left in Arabic),
 * one example row, number-like columns kept as text (Excel would drop a phone's leading zero), and a drop-down
 * of the accepted values on every choice column (a second sheet lists them; other spellings still import).
 */
export async function importTemplateFile(
  kind: ImportKind,
  lang: Lang,
): Promise<{ blob: Blob; fileName: string }> {
  const { default: ExcelJS } = await import('exceljs');
  const template = importTemplate(kind, lang);
  const workbook = new ExcelJS.Workbook();
  const rtl = lang === 'ar';
  const sheet = workbook.addWorksheet(kind, { views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }] });
  const values = workbook.addWorksheet('values', { views: [{ rightToLeft: rtl }] });
  sheet.columns = template.columns.map(({ column, header }) => ({
    header,
    key: column.key,
    width: Math.max(14, header.length + 4),
    ...(column.asText ? { style: { numFmt: '@' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(template.example);

  let listColumn = 0;
  template.columns.forEach(({ column, header }, index) => {
    if (typeof column.kind !== 'object') return;
    const labels = Object.values(ENUM_LABELS[column.kind.choice] as Record<string, Record<Lang, string>>).map(
      (label) => label[lang],
    );
    const letter = columnLetter(listColumn);
    values.getColumn(listColumn + 1).values = [header, ...labels];
    values.getColumn(listColumn + 1).width = Math.max(14, header.length + 4);
    const range = `values!$${letter}$2:$${letter}$${labels.length + 1}`;
    const target = columnLetter(index);
    // One validation over the column's rows (exceljs keeps it as one range; its types do not declare it).
    (
      sheet as unknown as { dataValidations: { add: (range: string, rule: object) => void } }
    ).dataValidations.add(`${target}2:${target}${MAX_IMPORT_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [range],
      showErrorMessage: false,
    });
    listColumn += 1;
  });
  values.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  return { blob: new Blob([buffer], { type: XLSX_TYPE }), fileName: importTemplateFileName(kind) };
}
