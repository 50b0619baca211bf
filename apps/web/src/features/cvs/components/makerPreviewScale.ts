import { CV_PAGE_SIZE } from '@placement/cv-templates';

// The settings panel is 340 px wide with a 20 px gap; beside it the preview takes what is left, at most 60%
// of an A4 page (past that the page no longer fits a laptop screen's height in two steps of scrolling).
const PANEL = 360;
const MAX_SCALE = 0.6;

export function makerPreviewScale(width: number): number {
  const beside = width - PANEL;
  const available = beside >= CV_PAGE_SIZE.width * 0.3 ? beside : width;
  return Math.max(0.2, Math.min(MAX_SCALE, available / CV_PAGE_SIZE.width));
}
