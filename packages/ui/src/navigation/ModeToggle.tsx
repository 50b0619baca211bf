import type { Mode } from '../theme/Theme';
import { IconButton } from '../display/IconButton';
import { useUiText } from '../theme/UiProvider';

export interface ModeToggleProps {
  value: Mode;
  onChange: (mode: Mode) => void;
}

/** One button: pressed means dark mode. */
export function ModeToggle({ value, onChange }: ModeToggleProps) {
  const text = useUiText();
  return (
    <IconButton
      icon={value === 'dark' ? 'sun' : 'moon'}
      label={text.darkMode}
      aria-pressed={value === 'dark'}
      onClick={() => onChange(value === 'dark' ? 'light' : 'dark')}
    />
  );
}
