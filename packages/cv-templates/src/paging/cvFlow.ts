import type { CvLang, CvTemplateSettings } from '@placement/domain';
import { filledWorkRows, type CvEmployee, type CvWorkExperience } from '../CvEmployee';
import { experienceRow } from '../cvFacts';
import { fitContent } from '../style/fitContent';
import { cvLabel } from '../text/cvLabels';
import {
  PAGE_ONE_REMARK_CHARS,
  PAGE_ONE_WORK_LINES,
  continuedPageRoom,
  continuedRemarkHeight,
  continuedRowHeight,
  personalPageRowLines,
} from './cvPageRoom';

/** What one page of a CV prints of the parts that grow: its work rows and its part of the remark. */
export interface CvPagePart {
  /** The candidate as this page prints it: the page's own work rows and remark. */
  employee: CvEmployee;
  /** The work table goes on to the next page. */
  workContinues: boolean;
  /** This page prints a work table (a continuation page without rows prints none). */
  showsWork: boolean;
  /** This page prints the remark, or its first or last part. */
  showsRemark: boolean;
}

/** The personal page and the continuation pages after it, with the settings the CV is set in. */
export interface CvFlow {
  pages: CvPagePart[];
  /** The personal page's settings, fitted to what it keeps; continuation pages are set the same. */
  settings: CvTemplateSettings;
}

/** The end of a remark's first part and the words after it, cut between words. */
function cutRemark(remark: string, room: number): [string, string] {
  if (remark.length <= room) return [remark, ''];
  const space = remark.lastIndexOf(' ', room);
  const end = space > room / 2 ? space : room;
  return [remark.slice(0, end).trimEnd(), remark.slice(end).trimStart()];
}

function withParts(
  employee: CvEmployee,
  workExperience: CvWorkExperience[],
  remarks: string | null,
): CvEmployee {
  return {
    ...employee,
    workExperience,
    education: { ...employee.education, remarks },
  };
}

/**
 * How a CV's work rows and remark flow over its pages (issue 35: a CV never loses content). The personal page
 * keeps the rows and the part of the remark it has room for, set smaller by `fitContent`'s rule; the rest
 * continues on as many continuation pages as it needs, in the same settings. A cut table ends with a "continued
 * on the next page" row, and a cut remark with an ellipsis and the same words.
 */
export function cvFlow(employee: CvEmployee, settings: CvTemplateSettings): CvFlow {
  const lang: CvLang = settings.cvLang;
  const rows = filledWorkRows(employee.workExperience);
  const printed = rows.map((row) => experienceRow(row, lang, employee.sex));
  const remark = (employee.education?.remarks ?? '').trim();
  const note = `(${cvLabel('continuedOnNextPage', lang)})`;

  // The personal page: every row when they all fit, or as many as leave a line for the "continued" row.
  const lines = personalPageRowLines(employee, lang);
  const allLines = lines.reduce((sum, count) => sum + count, 0);
  let kept = rows.length;
  if (allLines > PAGE_ONE_WORK_LINES) {
    let used = 0;
    // At least one row: an empty table would read 'first timer'.
    kept = Math.max(
      1,
      lines.findIndex((count) => (used += count) > PAGE_ONE_WORK_LINES - 1),
    );
  }
  const [head, rest] =
    remark.length > PAGE_ONE_REMARK_CHARS
      ? cutRemark(remark, PAGE_ONE_REMARK_CHARS - ` … ${note}`.length)
      : [remark, ''];
  const pageOne = withParts(
    employee,
    rows.slice(0, kept),
    rest ? `${head} … ${note}` : (employee.education?.remarks ?? null),
  );
  const fitted = fitContent(settings, pageOne);
  const pages: CvPagePart[] = [
    { employee: pageOne, workContinues: kept < rows.length, showsWork: true, showsRemark: true },
  ];
  if (kept === rows.length && !rest) return { pages, settings: fitted };

  // Continuation pages: rows while they fit, then the rest of the remark where it fits.
  const room = continuedPageRoom(fitted);
  let pageRows: CvWorkExperience[] = [];
  let used = 0;
  const closePage = (workContinues: boolean) => {
    pages.push({
      employee: withParts(employee, pageRows, null),
      workContinues,
      showsWork: pageRows.length > 0,
      showsRemark: false,
    });
    pageRows = [];
    used = 0;
  };
  printed.slice(kept).forEach((row, index) => {
    const height = continuedRowHeight(row, room);
    if (used + height > room.height && pageRows.length > 0) closePage(true);
    pageRows.push(rows[kept + index] as CvWorkExperience);
    used += height;
  });
  if (rest) {
    const tail = `… ${rest}`;
    if (used + continuedRemarkHeight(tail, room) > room.height && pageRows.length > 0) closePage(false);
    pages.push({
      employee: withParts(employee, pageRows, tail),
      workContinues: false,
      showsWork: pageRows.length > 0,
      showsRemark: true,
    });
  } else {
    closePage(false);
  }
  return { pages, settings: fitted };
}
