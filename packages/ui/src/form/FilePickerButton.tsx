import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import { uploadIcon } from '../icons/icons';

const Picker = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 36px;
  padding: 6px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  font-weight: 700;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

export interface FilePickerButtonProps {
  /** The button's text; also the file input's name unless `inputLabel` names it. */
  label: string;
  /** What the system's file dialog offers, as the input's accept attribute. */
  accept: string;
  /** Called with the chosen file; choosing the same file again calls it again. */
  onFile: (file: File) => void;
  inputLabel?: string;
  disabled?: boolean;
  /** The id of a message about the file (e.g. why it was refused). */
  describedBy?: string;
}

/**
 * A button that opens the file dialog (photo uploads, the spreadsheet import): a real file input inside a
 * label, so Tab reaches it, Enter or Space opens the dialog, a screen reader names it, and the label's focus
 * ring shows where it is.
 */
export function FilePickerButton({
  label,
  accept,
  onFile,
  inputLabel,
  disabled = false,
  describedBy,
}: FilePickerButtonProps) {
  return (
    <Picker $disabled={disabled}>
      <Icon path={uploadIcon} size={20} />
      {label}
      <input
        type="file"
        accept={accept}
        aria-label={inputLabel}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied so that the same file chosen again (after fixing it) is read again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Picker>
  );
}
