import styled, { css } from 'styled-components';

export type ButtonVariant = 'contained' | 'outlined' | 'text' | 'danger';

// One button for every screen; `variant` picks the weight, the theme picks the colours.
export const Button = styled.button<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 6px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  border: 1px solid transparent;
  ${({ theme, $variant = 'contained' }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'outlined':
        return css`
          background: transparent;
          color: ${c.text};
          border-color: ${c.border};
        `;
      case 'text':
        return css`
          background: transparent;
          color: ${c.text};
        `;
      case 'danger':
        return css`
          background: ${c.error};
          color: ${theme.mode === 'dark' ? '#1b1b1b' : '#ffffff'};
        `;
      default:
        return css`
          background: ${c.accent};
          color: ${c.onAccent};
        `;
    }
  }}
  &:hover:not(:disabled) {
    filter: brightness(0.92);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
