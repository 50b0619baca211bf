import styled from 'styled-components';
import { inputStyles } from './FieldFrame';

/**
 * A short form on one wrapping row above a table: its fields side by side and its buttons at their foot (the
 * add forms of the users, companies and sub-agents screens). Takes TextInput/TextField fields, and a plain
 * labelled <select> where a field is a choice.
 */
export const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0 12px;
  align-items: flex-end;
  margin-block-end: 8px;
  > div,
  > label {
    flex: 1 1 200px;
  }
  > label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin-block-end: 14px;
    font-weight: 700;
    font-size: 13px;
  }
  > label > select {
    ${inputStyles}
    font-weight: 400;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  > button {
    flex: 0 0 auto;
    min-height: 40px;
    /* Level with the fields' boxes, above the space under each field. */
    margin-block-end: 14px;
  }
`;
