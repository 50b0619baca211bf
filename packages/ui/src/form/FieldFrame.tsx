import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useFieldMessage } from './useFieldMessage';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-block-end: 14px;
  label,
  legend {
    font-weight: 700;
    font-size: 13px;
  }
`;

const Error = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.error};
`;

// Shared input look: the same border, focus ring and error colour on every field.
export const inputStyles = `
  width: 100%;
  min-height: 40px;
  padding: 8px 10px;
  font: inherit;
  border-radius: 6px;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  &:read-only {
    cursor: default;
  }
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
  /* As tall as a text box beside it in every script: Arabic and Ethiopic faces would otherwise make it taller. */
  height: 40px;
  padding-block: 0;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
`;

export interface FieldFrameProps {
  inputId: string;
  label: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}

/** Label above, message below (in the screen's language); the message is tied to the input by aria-describedby. */
export function FieldFrame({ inputId, label, error, errorId, children }: FieldFrameProps) {
  const message = useFieldMessage(error);
  return (
    <Wrap>
      <label htmlFor={inputId}>{label}</label>
      {children}
      {message && (
        <Error id={errorId} role="alert">
          {message}
        </Error>
      )}
    </Wrap>
  );
}
