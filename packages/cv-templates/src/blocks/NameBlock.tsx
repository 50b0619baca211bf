import type { Cv } from '../CvContext';
import { amharicName, candidateName, experienceSummary, professionTitle } from '../cvFacts';
import { column } from '../style/cvStyle';

export interface NameBlockProps {
  cv: Cv;
  size: number;
  colour: string;
  accent: string;
  centred?: boolean;
  showExperience?: boolean;
}

/** Long names (four Ethiopian name parts are common) are set smaller so they wrap to two lines at most. */
export function nameSize(name: string, size: number): number {
  return name.length > 28 ? Math.round(size * 0.75) : size;
}

/** The candidate's name (and Amharic name), the position she applies for and her first experience. */
export function NameBlock({
  cv,
  size,
  colour,
  accent,
  centred = false,
  showExperience = true,
}: NameBlockProps) {
  const amharic = amharicName(cv);
  const align = centred ? 'center' : cv.rtl ? 'flex-end' : 'flex-start';
  const text = { display: 'flex', ...cv.text, textAlign: centred ? 'center' : cv.start } as const;
  return (
    <div style={column({ alignItems: align, gap: 4 })}>
      <div
        style={{
          ...text,
          fontSize: size,
          fontWeight: 900,
          color: colour,
          lineHeight: 1.15,
          textTransform: cv.s.textTransform,
        }}
      >
        {candidateName(cv)}
      </div>
      {amharic ? (
        <div style={{ ...text, fontSize: Math.round(size * 0.55), color: colour, opacity: 0.85 }}>
          {amharic}
        </div>
      ) : null}
      <div
        style={{
          ...text,
          fontSize: Math.round(size * 0.5),
          fontWeight: 700,
          color: accent,
          textTransform: 'uppercase',
          letterSpacing: 2,
        }}
      >
        {professionTitle(cv)}
      </div>
      {showExperience ? (
        <div style={{ ...text, fontSize: Math.round(size * 0.4), color: colour, opacity: 0.75 }}>
          {experienceSummary(cv)}
        </div>
      ) : null}
    </div>
  );
}
