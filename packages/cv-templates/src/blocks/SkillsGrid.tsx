import type { Cv } from '../CvContext';
import { skillRows } from '../cvFacts';
import { Check } from '../parts/Check';
import { column, hairline, row, valueFill, valueText } from '../style/cvStyle';

export interface SkillsGridProps {
  cv: Cv;
  columns?: 1 | 2 | 3;
  /** 'list' draws lines, 'tiles' draws boxed tiles. */
  look?: 'list' | 'tiles';
}

/** Every skill with a drawn yes/no mark, so an employer sees what she does and does not do. */
export function SkillsGrid({ cv, columns = 1, look = 'list' }: SkillsGridProps) {
  const { s } = cv;
  const skills = skillRows(cv);
  const rows = [];
  for (let i = 0; i < skills.length; i += columns) rows.push(skills.slice(i, i + columns));
  const mark = Math.round(s.valueFontSize * 1.15);
  return (
    <div style={column({ gap: look === 'tiles' ? Math.max(6, s.spacing) : 0 })}>
      {rows.map((cells, rowIndex) => (
        <div key={rowIndex} style={row(cv.rtl, { gap: look === 'tiles' ? Math.max(6, s.spacing) : 0 })}>
          {Array.from({ length: columns }, (_, cellIndex) => {
            const skill = cells[cellIndex];
            return (
              <div key={cellIndex} style={{ display: 'flex', flexGrow: 1, flexBasis: 0 }}>
                {skill ? (
                  <div
                    style={row(cv.rtl, {
                      flexGrow: 1,
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: 8,
                      minHeight: s.bodyHeight,
                      padding: `${Math.max(2, s.spacing)}px 10px`,
                      ...valueFill(s, rowIndex),
                      ...(look === 'tiles'
                        ? {
                            borderRadius: Math.min(s.borderRadius, 10),
                            borderWidth: 1,
                            borderStyle: 'solid',
                            borderColor: hairline(s),
                          }
                        : {
                            borderBottomWidth: 1,
                            borderBottomStyle: 'solid',
                            borderBottomColor: hairline(s),
                          }),
                    })}
                  >
                    <div
                      style={{
                        display: 'flex',
                        ...cv.text,
                        ...valueText(s),
                        fontSize: Math.round(s.valueFontSize * 0.85),
                      }}
                    >
                      {skill.label}
                    </div>
                    <div style={row(cv.rtl, { alignItems: 'center', gap: 6 })}>
                      <Check yes={skill.has} size={mark} colour={s.headBgColor} noColour="#b4b9bf" />
                      <div
                        style={{
                          display: 'flex',
                          ...cv.text,
                          fontSize: Math.round(s.labelFontSize * 0.8),
                          color: skill.has ? s.headBgColor : '#8a9098',
                          fontWeight: 700,
                        }}
                      >
                        {skill.has ? cv.t('yes') : cv.t('no')}
                      </div>
                    </div>
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
