import styled from 'styled-components';
import { useTheme } from 'styled-components';
import { formatNumber } from '@placement/domain';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 180px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius * 2}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 6px solid ${({ theme }) => theme.colors.accent};
  h3 {
    margin: 0;
    font-size: 14px;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0;
    font-size: 26px;
    font-weight: 700;
  }
`;

const Track = styled.div`
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.skeleton};
  div {
    height: 100%;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

/** Whole-number share of the total, 0 when there is nothing to share. */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

export interface StatusCardProps {
  /** The status label, e.g. "Medical Process". */
  title: string;
  count: number;
  /** The whole the count is a share of; without it (the total's own card) the card shows the number alone. */
  total?: number;
  /** A line under the number saying what it counts (e.g. "every status"). */
  note?: string;
}

// Dashboard card (spec 01 §2.2): count over total and a percentage, with numerals of the interface language.
export function StatusCard({ title, count, total, note }: StatusCardProps) {
  const theme = useTheme();
  const number = (value: number) => formatNumber(value, theme.language);
  if (total === undefined) {
    return (
      <Card aria-label={title}>
        <h3>{title}</h3>
        <p>{number(count)}</p>
        {note && <span>{note}</span>}
      </Card>
    );
  }
  const percent = percentOf(count, total);
  return (
    <Card aria-label={title}>
      <h3>{title}</h3>
      <p>
        {number(count)} / {number(total)}
      </p>
      <Track
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${number(percent)}%`}
      >
        <div style={{ width: `${percent}%` }} />
      </Track>
      <span>{number(percent)}%</span>
    </Card>
  );
}
