import styled from 'styled-components';
import type { FooterBanner } from '@placement/domain';

const Bar = styled.div<{ $severity: FooterBanner['severity'] }>`
  padding: 8px 16px;
  text-align: center;
  font-weight: 700;
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
}

// Spec 02 §4: the shell's footer banner. Errors are announced at once; notices politely.
export function FooterBannerBar({ banner }: FooterBannerBarProps) {
  if (!banner) return null;
  return (
    <Bar role={banner.severity === 'error' ? 'alert' : 'status'} $severity={banner.severity} dir="auto">
      {banner.text}
    </Bar>
  );
}
