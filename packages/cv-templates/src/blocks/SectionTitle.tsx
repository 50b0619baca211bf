import type { Cv } from '../CvContext';
import { headFill, headText, row } from '../style/cvStyle';
import type { TitleLook } from './CvLook';

export interface SectionTitleProps {
  cv: Cv;
  look: TitleLook;
  text: string;
  centred?: boolean;
}

/** A section heading in the template's header colours, gradient, height and shadow. */
export function SectionTitle({ cv, look, text, centred = false }: SectionTitleProps) {
  const { s } = cv;
  const words = { ...cv.text, ...headText(s), textAlign: centred ? 'center' : cv.start } as const;
  const shadow = s.headerShadow !== 'none' ? { boxShadow: s.headerShadow } : {};
  const justify = centred ? 'center' : 'flex-start';
  if (look === 'underline' || look === 'tab') {
    return (
      <div
        style={row(cv.rtl, {
          justifyContent: justify,
          alignItems: 'flex-end',
          borderBottomWidth: 3,
          borderBottomStyle: 'solid',
          borderBottomColor: s.headBgColor,
        })}
      >
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            minHeight: look === 'tab' ? s.headerHeight : Math.round(s.headerHeight * 0.8),
            padding: look === 'tab' ? '0 22px' : '0 2px',
            ...(look === 'tab' ? { ...headFill(s), borderRadius: '10px 10px 0 0', ...shadow } : {}),
            ...words,
            ...(look === 'underline' ? { color: s.headBgColor } : {}),
          }}
        >
          {text}
        </div>
      </div>
    );
  }
  if (look === 'chip') {
    return (
      <div style={row(cv.rtl, { justifyContent: justify })}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            minHeight: s.headerHeight,
            padding: '0 28px',
            borderRadius: s.headerHeight,
            ...headFill(s),
            ...shadow,
            ...words,
          }}
        >
          {text}
        </div>
      </div>
    );
  }
  return (
    <div
      style={row(cv.rtl, {
        alignItems: 'center',
        justifyContent: justify,
        minHeight: s.headerHeight,
        padding: '0 18px',
        ...headFill(s),
        ...shadow,
        ...(look === 'ribbon'
          ? cv.rtl
            ? { borderRightWidth: 12, borderRightStyle: 'solid', borderRightColor: s.borderColor }
            : { borderLeftWidth: 12, borderLeftStyle: 'solid', borderLeftColor: s.borderColor }
          : {}),
      })}
    >
      <div style={{ display: 'flex', ...words }}>{text}</div>
    </div>
  );
}
