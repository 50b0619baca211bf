import styled from 'styled-components';
import { Button } from '../display/Button';
import { useUiText } from '../theme/UiProvider';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  > div {
    flex: 1;
    min-width: 0;
  }
  p {
    margin: 0 0 6px;
    font-size: 14px;
  }
`;

const Track = styled.div`
  height: 8px;
  border-radius: 4px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
  > span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.accent};
    transition: width 200ms linear;
  }
`;

export interface JobProgressProps {
  /** What is being made, e.g. "Embassy list (200 employees)". */
  label: string;
  /** 0 to 100. */
  percent: number;
  /** Shown only while the job can still be stopped. */
  onCancel?: () => void;
}

// A long print or download made by the render queue: how far it is, and a way to stop it.
export function JobProgress({ label, percent, onCancel }: JobProgressProps) {
  const text = useUiText();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Wrap>
      <div>
        <p>
          {label} · <bdi>{value}%</bdi>
        </p>
        <Track
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
        >
          <span style={{ width: `${value}%` }} />
        </Track>
      </div>
      {onCancel && (
        <Button type="button" $variant="outlined" onClick={onCancel}>
          {text.cancel}
        </Button>
      )}
    </Wrap>
  );
}
