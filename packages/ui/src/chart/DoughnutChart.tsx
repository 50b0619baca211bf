import styled from 'styled-components';
import { useTheme } from 'styled-components';
import { formatNumber } from '@placement/domain';
import { doughnutArcs, type Slice } from './doughnutArcs';

const Figure = styled.figure`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 24px;
  margin: 0;
  figcaption {
    font-weight: 700;
    width: 100%;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 2px 0;
  }
  li span {
    width: 12px;
    height: 12px;
    border-radius: 2px;
    flex: none;
  }
`;

export interface DoughnutChartProps {
  title: string;
  slices: Slice[];
  size?: number;
}

// Drawn as SVG (no chart library): the legend carries the numbers, so the picture itself is decorative.
export function DoughnutChart({ title, slices, size = 220 }: DoughnutChartProps) {
  const theme = useTheme();
  const arcs = doughnutArcs(slices);
  const total = slices.reduce((sum, slice) => sum + Math.max(slice.value, 0), 0);
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <svg width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="50" r="39" fill="none" stroke={theme.colors.skeleton} strokeWidth="18" />
        {arcs.map((arc) => (
          <path
            key={arc.label}
            d={arc.path}
            fill={arc.color}
            stroke={theme.colors.surface}
            strokeWidth="0.5"
          />
        ))}
        <text x="50" y="54" textAnchor="middle" fontSize="12" fontWeight="700" fill={theme.colors.text}>
          {formatNumber(total, theme.language)}
        </text>
      </svg>
      <ul>
        {slices.map((slice) => (
          <li key={slice.label}>
            <span style={{ background: slice.color }} />
            {slice.label}: {formatNumber(slice.value, theme.language)}
          </li>
        ))}
      </ul>
    </Figure>
  );
}
