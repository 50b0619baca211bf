import type { Cv } from '../CvContext';
import { languageRows } from '../cvFacts';
import { Stars } from '../parts/Stars';
import { column, hairline, labelText, row, valueFill, valueText } from '../style/cvStyle';

export interface LanguageGridProps {
  cv: Cv;
  starSize?: number;
  /** Star colour; the template's header background by default. */
  colour?: string;
  showLevel?: boolean;
}

/** Arabic and English knowledge as 1 to 5 drawn stars. */
export function LanguageGrid({ cv, starSize, colour, showLevel = true }: LanguageGridProps) {
  const { s } = cv;
  const size = starSize ?? Math.round(s.valueFontSize * 1.2);
  return (
    <div style={column({ gap: Math.max(2, s.spacing) })}>
      {languageRows(cv).map((language, index) => (
        <div
          key={language.label}
          style={row(cv.rtl, {
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 10,
            minHeight: s.bodyHeight,
            padding: `${Math.max(2, s.spacing)}px 10px`,
            ...valueFill(s, index),
            borderBottomWidth: 1,
            borderBottomStyle: 'solid',
            borderBottomColor: hairline(s),
          })}
        >
          <div style={{ display: 'flex', ...cv.text, ...labelText(s) }}>{language.label}</div>
          <div style={row(cv.rtl, { alignItems: 'center', gap: 10 })}>
            {showLevel ? (
              <div
                style={{
                  display: 'flex',
                  ...cv.text,
                  ...valueText(s),
                  fontSize: Math.round(s.valueFontSize * 0.8),
                }}
              >
                {language.level}
              </div>
            ) : null}
            <Stars
              filled={language.stars}
              size={size}
              colour={colour ?? s.headBgColor}
              emptyColour="#d5d9de"
              rtl={cv.rtl}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
