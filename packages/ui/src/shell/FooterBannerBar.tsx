import styled from 'styled-components';
import type { FooterBanner } from '@placement/domain';

const Bar = styled.div<{ $severity: FooterBanner['severity'] }>`
  padding: 8px 16px;
  text-align: center;
  font-weight: 700;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 12px;
  button {
    font: inherit;
    font-weight: 700;
    padding: 4px 12px;
    border-radius: 4px;
    border: 2px solid currentColor;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  color: ${({ $severity }) => ($severity === 'info' ? '#ffffff' : $severity === 'warning' ? '#1b1b1b' : '#ffffff')};
  background: ${({ $severity, theme }) =>
    $severity === 'error'
      ? theme.mode === 'dark'
        ? '#b71c1c'
        : '#c62828'
      : $severity === 'warning'
        ? '#ffb74d'
        : '#01579b'};
`;

export interface FooterBannerBarProps {
  /** From the domain's footerBanner(): licence state, quota, days left or the time-zone instruction. */
  banner: FooterBanner | null;
  /** A button beside the text (the account-activation dialog's opener while the licence needs attention). */
  action?: { label: string; onClick: () => void } | null;
}

// Spec 02 §4: the shell's footer banner. Errors are announced at once; notices politely.
export function FooterBannerBar({ banner, action }: FooterBannerBarProps) {
  if (!banner) return null;
  return (
    <Bar $severity={banner.severity}>
      <span role={banner.severity === 'error' ? 'alert' : 'status'} dir="auto">
        {banner.text}
      </span>
      {action && (
        <button type="button" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </Bar>
  );
}
