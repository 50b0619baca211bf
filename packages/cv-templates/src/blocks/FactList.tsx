import type { CSSProperties } from 'react';
import type { Cv } from '../CvContext';
import type { CvFact } from '../cvFacts';
import { column, hairline, labelFill, labelText, row, valueFill, valueText } from '../style/cvStyle';
import type { FieldLook } from './CvLook';

export interface FactListProps {
  cv: Cv;
  look: FieldLook;
  facts: CvFact[];
  columns?: 1 | 2 | 3 | 4;
  /** Share of a row the label takes in the side-by-side looks. */
  labelShare?: number;
}

function Fact({
  cv,
  look,
  fact,
  index,
  labelShare,
}: {
  cv: Cv;
  look: FieldLook;
  fact: CvFact;
  index: number;
  labelShare: number;
}) {
  const { s } = cv;
  const label = { display: 'flex', ...cv.text, ...labelText(s) } as CSSProperties;
  const value = { display: 'flex', ...cv.text, ...valueText(s) } as CSSProperties;
  const cellPad = `${Math.max(2, s.spacing)}px 12px`;
  if (look === 'stacked' || look === 'card') {
    return (
      <div
        style={column({
          flexGrow: 1,
          minHeight: s.bodyHeight * 1.6,
          padding: look === 'card' ? '8px 14px' : '4px 2px',
          justifyContent: 'center',
          alignItems: cv.rtl ? 'flex-end' : 'flex-start',
          ...valueFill(s, index),
          ...(look === 'card'
            ? {
                borderRadius: Math.min(s.borderRadius, 14),
                borderWidth: 1,
                borderStyle: 'solid',
                borderColor: hairline(s),
              }
            : {}),
        })}
      >
        <div style={{ ...label, fontSize: Math.round(s.labelFontSize * 0.8), opacity: 0.85 }}>
          {fact.label}
        </div>
        <div style={value}>{fact.value}</div>
      </div>
    );
  }
  if (look === 'underline') {
    return (
      <div
        style={row(cv.rtl, {
          flexGrow: 1,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          minHeight: s.bodyHeight,
          padding: '2px 2px',
          borderBottomWidth: 1,
          borderBottomStyle: 'dashed',
          borderBottomColor: hairline(s),
        })}
      >
        <div style={label}>{fact.label}</div>
        <div style={{ ...value, textAlign: cv.end }}>{fact.value}</div>
      </div>
    );
  }
  const pill = look === 'pill';
  const radius = pill ? s.bodyHeight / 2 : 0;
  return (
    <div style={row(cv.rtl, { flexGrow: 1, minHeight: s.bodyHeight, ...(pill ? { gap: 4 } : {}) })}>
      <div
        style={{
          ...label,
          width: `${labelShare * 100}%`,
          alignItems: 'center',
          padding: cellPad,
          ...labelFill(s),
          ...(pill
            ? { borderRadius: cv.rtl ? `0 ${radius}px ${radius}px 0` : `${radius}px 0 0 ${radius}px` }
            : { borderBottomWidth: 1, borderBottomStyle: 'solid', borderBottomColor: hairline(s) }),
        }}
      >
        {fact.label}
      </div>
      <div
        style={{
          ...value,
          flexGrow: 1,
          width: `${(1 - labelShare) * 100}%`,
          alignItems: 'center',
          padding: cellPad,
          ...valueFill(s, index),
          ...(pill
            ? {
                borderRadius: cv.rtl ? `${radius}px 0 0 ${radius}px` : `0 ${radius}px ${radius}px 0`,
                borderWidth: 1,
                borderStyle: 'solid',
                borderColor: hairline(s),
              }
            : { borderBottomWidth: 1, borderBottomStyle: 'solid', borderBottomColor: hairline(s) }),
        }}
      >
        {fact.value}
      </div>
    </div>
  );
}

/** Labelled values in one, two or three columns, in the layout's look and the template's colours. */
export function FactList({ cv, look, facts, columns = 1, labelShare = 0.45 }: FactListProps) {
  const gap = look === 'table' ? 0 : Math.max(4, cv.s.spacing);
  const rows: CvFact[][] = [];
  for (let i = 0; i < facts.length; i += columns) rows.push(facts.slice(i, i + columns));
  return (
    <div style={column({ gap })}>
      {rows.map((cells, rowIndex) => (
        <div
          key={rowIndex}
          style={row(cv.rtl, {
            gap: columns > 1 ? (look === 'underline' ? 36 : Math.max(8, cv.s.spacing * 2)) : 0,
          })}
        >
          {Array.from({ length: columns }, (_, cellIndex) => {
            const fact = cells[cellIndex];
            return (
              <div key={cellIndex} style={{ display: 'flex', flexGrow: 1, flexBasis: 0 }}>
                {fact ? (
                  <Fact cv={cv} look={look} fact={fact} index={rowIndex} labelShare={labelShare} />
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
