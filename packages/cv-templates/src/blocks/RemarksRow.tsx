import type { Cv } from '../CvContext';
import { remarks } from '../cvFacts';
import { hairline, labelFill, labelText, row, valueFill, valueText } from '../style/cvStyle';

/** The remarks row: the employee's own remarks, or 'willing to learn'. */
export function RemarksRow({ cv, rounded = false }: { cv: Cv; rounded?: boolean }) {
  const { s } = cv;
  const radius = rounded ? Math.min(s.borderRadius, 12) : 0;
  return (
    <div
      style={row(cv.rtl, {
        minHeight: s.bodyHeight * 1.5,
        borderRadius: radius,
        overflow: 'hidden',
        borderWidth: 1,
        borderStyle: 'solid',
        borderColor: hairline(s),
      })}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          padding: '4px 16px',
          ...labelFill(s),
          ...cv.text,
          ...labelText(s),
        }}
      >
        {cv.t('remarks')}
      </div>
      <div
        style={{
          display: 'flex',
          flexGrow: 1,
          alignItems: 'center',
          padding: '4px 16px',
          ...valueFill(s, 0),
          ...cv.text,
          ...valueText(s),
          textTransform: 'none',
        }}
      >
        {remarks(cv)}
      </div>
    </div>
  );
}
