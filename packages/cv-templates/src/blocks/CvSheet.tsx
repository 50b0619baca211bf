import type { CSSProperties, ReactNode } from 'react';
import type { Cv } from '../CvContext';
import { CV_PAGE_SIZE } from '../pageSize';
import { column } from '../style/cvStyle';

export interface CvSheetProps {
  cv: Cv;
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * One A4 page. `lang` and `dir` mark the reading direction for the render layer's bidi and shaping pass;
 * the page clips so an over-long CV never spills past the paper.
 */
export function CvSheet({ cv, children, style }: CvSheetProps) {
  return (
    <div
      lang={cv.lang}
      dir={cv.rtl ? 'rtl' : 'ltr'}
      style={column({
        width: CV_PAGE_SIZE.width,
        height: CV_PAGE_SIZE.height,
        overflow: 'hidden',
        position: 'relative',
        backgroundColor: cv.s.bgColor,
        ...cv.text,
        ...style,
      })}
    >
      {children}
    </div>
  );
}
