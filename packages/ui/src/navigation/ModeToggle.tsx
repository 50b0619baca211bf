import type { Mode } from '../theme/Theme';
import { IconButton } from '../display/IconButton';
import { useUiText } from '../theme/UiProvider';
import { moonIcon, sunIcon } from '../icons/icons';

export interface ModeToggleProps {
  value: Mode;
  onChange: (mode: Mode) => void;
}

/** One button: pressed means dark mode. */
export function ModeToggle({ value, onChange }: ModeToggleProps) {
  const text = useUiText();
  return (
    <IconButton
      icon={value === 'dark' ? sunIcon : moonIcon}
      label={text.darkMode}
      aria-pressed={value === 'dark'}
      onClick={() => onChange(value === 'dark' ? 'light' : 'dark')}
    />
  );
}
