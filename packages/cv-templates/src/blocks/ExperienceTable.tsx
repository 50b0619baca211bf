import type { CSSProperties } from 'react';
import type { Cv } from '../CvContext';
import { experienceRows, firstTimer } from '../cvFacts';
import { column, hairline, labelFill, labelText, row, valueFill, valueText } from '../style/cvStyle';

export interface ExperienceTableProps {
  cv: Cv;
  rounded?: boolean;
}

/** Work experience as country, position and period; one 'first timer' row when there is none. */
export function ExperienceTable({ cv, rounded = false }: ExperienceTableProps) {
  const { s } = cv;
  const rows = experienceRows(cv);
  const cell = (extra: CSSProperties): CSSProperties => ({
    display: 'flex',
    flexGrow: 1,
    flexBasis: 0,
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    minHeight: s.bodyHeight,
    padding: `${Math.max(2, s.spacing)}px 8px`,
    ...cv.text,
    ...extra,
  });
  const line = { borderBottomWidth: 1, borderBottomStyle: 'solid', borderBottomColor: hairline(s) } as const;
  return (
    <div
      style={column({
        overflow: 'hidden',
        borderRadius: rounded ? Math.min(s.borderRadius, 12) : 0,
        borderWidth: 1,
        borderStyle: 'solid',
        borderColor: hairline(s),
      })}
    >
      <div style={row(cv.rtl, { ...labelFill(s), ...line })}>
        {(['country', 'profession', 'period'] as const).map((key) => (
          <div key={key} style={cell(labelText(s))}>
            {cv.t(key)}
          </div>
        ))}
      </div>
      {rows.length === 0 ? (
        <div style={row(cv.rtl, valueFill(s, 0))}>
          <div style={cell(valueText(s))}>{firstTimer(cv)}</div>
        </div>
      ) : (
        rows.map((experience, index) => (
          <div
            key={index}
            style={row(cv.rtl, { ...valueFill(s, index), ...(index < rows.length - 1 ? line : {}) })}
          >
            <div style={cell(valueText(s))}>{experience.country}</div>
            <div style={cell(valueText(s))}>{experience.profession}</div>
            <div style={cell(valueText(s))}>{experience.period}</div>
          </div>
        ))
      )}
      {cv.workContinues ? (
        <div
          style={row(cv.rtl, {
            ...labelFill(s),
            ...line,
            borderTopWidth: 1,
            borderTopStyle: 'solid',
            borderTopColor: hairline(s),
          })}
        >
          <div style={cell(labelText(s))}>{cv.t('continuedOnNextPage')}</div>
        </div>
      ) : null}
    </div>
  );
}
