import type { CvLang, CvTemplateSettings } from '@placement/domain';
import type { CvEmployee } from '../CvEmployee';
import { personalPageRowLines } from '../paging/cvPageRoom';

/** Below these a printed CV stops being easy to read at arm's length (px at 150 dpi: 6 and 6.7 pt). */
const MIN_LABEL_FONT = 12;
const MIN_VALUE_FONT = 14;
const MIN_ROW_HEIGHT = 24;
/** The most a page is set smaller by. */
const MIN_FACTOR = 0.78;

/**
 * How much more than a typical CV the personal page holds, in rows: work-table lines past the two every layout has
 * room for, remark lines past the first, and a full skills grid.
 */
function extraRows(employee: CvEmployee, lang: CvLang): number {
  const lines = personalPageRowLines(employee, lang).reduce((sum, count) => sum + count, 0);
  const rows = Math.max(0, lines - 2);
  const remark = (employee.education?.remarks ?? '').trim().length;
  const remarkLines = Math.ceil(Math.max(0, remark - 60) / 90);
  const skills = (employee.education?.skills?.length ?? 0) > 6 ? 1 : 0;
  return rows + remarkLines + skills;
}

/**
 * The template settings a CV's personal page is set in: its own for a typical candidate, and for a candidate with
 * many work rows, a long remark and every skill, the rows, spacing and type set smaller by one rule (each extra
 * row takes 3.5% off, down to 78%, never under readable sizes), so the office block and the QR code stay on the
 * page in every layout, in the browser's preview as in print.
 */
export function fitContent(settings: CvTemplateSettings, employee: CvEmployee): CvTemplateSettings {
  const factor = Math.max(MIN_FACTOR, 1 - 0.035 * extraRows(employee, settings.cvLang));
  if (factor >= 1) return settings;
  const smaller = (value: number, min: number) => Math.min(value, Math.max(min, Math.round(value * factor)));
  return {
    ...settings,
    labelFontSize: smaller(settings.labelFontSize, MIN_LABEL_FONT),
    valueFontSize: smaller(settings.valueFontSize, MIN_VALUE_FONT),
    bodyHeight: smaller(settings.bodyHeight, MIN_ROW_HEIGHT),
    headerHeight: smaller(settings.headerHeight, MIN_ROW_HEIGHT),
    spacing: smaller(settings.spacing, 0),
  };
}
