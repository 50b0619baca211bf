import type { CvPageProps } from './CvContext';
import { CvTemplate } from './CvTemplate';
import { cvPageNumbers } from './paging/cvPages';
import { CV_PAGE_SIZE } from './pageSize';

export interface CvPreviewProps extends Omit<CvPageProps, 'page'> {
  /** Display scale of the A4 pages (1 = 1240 px wide). */
  scale: number;
  gap?: number;
}

/**
 * Every page of a CV, scaled for the screen: the on-screen preview in the web app and in stories. Its root is
 * marked `data-printed-page`: the pages carry the company's own print colours, so the screen-contrast check
 * (and only that) leaves them to the company.
 */
export function CvPreview({ scale, gap = 24, ...props }: CvPreviewProps) {
  return (
    <div
      data-printed-page=""
      style={{ display: 'flex', flexDirection: 'column', gap, alignItems: 'flex-start' }}
    >
      {cvPageNumbers(props.settings, props.employee).map((page) => (
        <div
          key={page}
          // The scaled page hangs from its top-left corner. In a right-to-left screen the full-size page would
          // overflow to the left, and scaling from its left corner would leave it outside the box (a blank CV
          // on an Arabic phone). The page itself keeps its own direction (CvSheet's dir, from the CV language).
          dir="ltr"
          style={{
            display: 'flex',
            width: CV_PAGE_SIZE.width * scale,
            height: CV_PAGE_SIZE.height * scale,
            overflow: 'hidden',
            boxShadow: '0 2px 12px rgba(0, 0, 0, 0.18)',
            flexShrink: 0,
          }}
        >
          <div style={{ display: 'flex', transform: `scale(${scale})`, transformOrigin: 'top left' }}>
            <CvTemplate {...props} page={page} />
          </div>
        </div>
      ))}
    </div>
  );
}
