import type { CvLang, CvTemplateSettings } from '@placement/domain';
import { filledWorkRows, type CvEmployee } from '../CvEmployee';
import { experienceRow, type CvExperienceRow } from '../cvFacts';
import { CV_PAGE_SIZE } from '../pageSize';

// How much of the parts that grow with a candidate (work rows and the remark) a page has room for. The rest of a
// CV is fixed in size, so these are the only parts that can push content off the paper; what does not fit flows
// to a continuation page instead of being cut (issue 35). The figures are checked for every layout, in both
// languages, with the largest input the forms accept (services/render/test/cvLargestInput.test.tsx).

/**
 * Work-table lines the personal page has room for, in every layout, with every skill and the longest remark it
 * keeps: a row is as many lines as its longest cell wraps to.
 */
export const PAGE_ONE_WORK_LINES = 5;
/** Remark characters the personal page keeps (the rest continues on the next page). */
export const PAGE_ONE_REMARK_CHARS = 330;
/** Characters of a work-table cell line on the personal page, in the narrowest layout's cells. */
const PAGE_ONE_CELL_CHARS = 24;

/** Lines each of the candidate's printed work rows takes on the personal page (the rows a CV leaves out excluded). */
export function personalPageRowLines(employee: CvEmployee, lang: CvLang): number[] {
  return filledWorkRows(employee.workExperience).map((row) =>
    workRowLines(experienceRow(row, lang, employee.sex)),
  );
}

/** Lines a printed work row takes in a table whose cells hold `cellChars` characters a line. */
export function workRowLines(row: CvExperienceRow, cellChars = PAGE_ONE_CELL_CHARS): number {
  const longest = Math.max(row.country.length, row.profession.length, row.period.length);
  return Math.max(1, Math.ceil(longest / cellChars));
}

/**
 * The room a continuation page has, in the page's own settings: the paper less its margins, the header when the
 * template prints one on later pages, and the page's titles.
 */
export interface ContinuedPageRoom {
  /** Height in px for the work table's rows. */
  height: number;
  /** Characters a work-table cell holds on one line. */
  cellChars: number;
  /** Height of one line of value text, and the padding around a row's text. */
  lineHeight: number;
  rowPadding: number;
  rowHeight: number;
  /** Characters of a full-width remark line. */
  remarkLineChars: number;
}

export const CONTINUED_PAGE_PADDING = 48;
const CONTINUED_HEADER_HEIGHT = 220;

export function continuedPageRoom(s: CvTemplateSettings): ContinuedPageRoom {
  const width = CV_PAGE_SIZE.width - 2 * CONTINUED_PAGE_PADDING;
  // Capital Latin letters are the widest text a CV prints: about 0.7 em each.
  const charWidth = s.valueFontSize * 0.72;
  // Title bands (page, work, remarks), the table's header row and the gaps between them.
  const titles = 3 * (s.headerHeight + 2 * s.spacing + 28) + s.headerHeight + 4 * 28;
  return {
    height:
      CV_PAGE_SIZE.height -
      2 * CONTINUED_PAGE_PADDING -
      (s.addPassportHeader ? CONTINUED_HEADER_HEIGHT : 0) -
      titles,
    cellChars: Math.max(8, Math.floor((width / 3 - 16) / charWidth)),
    lineHeight: s.valueFontSize * 1.3,
    rowPadding: 2 * Math.max(2, s.spacing) + 1,
    rowHeight: s.bodyHeight,
    remarkLineChars: Math.max(20, Math.floor((width - 40) / charWidth)),
  };
}

/** Height in px a work row takes on a continuation page. */
export function continuedRowHeight(row: CvExperienceRow, room: ContinuedPageRoom): number {
  return Math.max(room.rowHeight, workRowLines(row, room.cellChars) * room.lineHeight + room.rowPadding);
}

/** Height in px a remark takes on a continuation page. */
export function continuedRemarkHeight(remark: string, room: ContinuedPageRoom): number {
  const lines = Math.ceil(remark.length / room.remarkLineChars) + 1;
  return lines * room.lineHeight + 2 * 16;
}
