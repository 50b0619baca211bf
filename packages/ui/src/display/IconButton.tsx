import styled from 'styled-components';
import type { ButtonHTMLAttributes } from 'react';
import { Icon } from '../icons/Icon';
import type { IconPath } from '../icons/icons';

const Round = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.hover};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The drawing, e.g. `closeIcon`. */
  icon: IconPath;
  /** Required: an icon-only button is named by its label. */
  label: string;
  mirrorInRtl?: boolean;
}

export function IconButton({ icon, label, mirrorInRtl, type = 'button', ...rest }: IconButtonProps) {
  return (
    <Round type={type} aria-label={label} title={label} {...rest}>
      <Icon path={icon} mirrorInRtl={mirrorInRtl} />
    </Round>
  );
}
