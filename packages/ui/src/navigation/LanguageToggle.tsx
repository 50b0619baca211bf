import styled from 'styled-components';
import type { Language } from '../theme/Theme';
import { useUiText } from '../theme/UiProvider';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  overflow: hidden;
  button {
    padding: 6px 12px;
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: 700;
  }
`;

// Each language names itself, so a user who cannot read the current one still finds theirs.
const NAMES: Record<Language, string> = { en: 'English', ar: 'العربية', am: 'አማርኛ' };

export interface LanguageToggleProps {
  value: Language;
  onChange: (language: Language) => void;
  /** The spec switches between English and Arabic; Amharic exists as a locale and can be offered too. */
  languages?: Language[];
}

export function LanguageToggle({ value, onChange, languages = ['en', 'ar'] }: LanguageToggleProps) {
  const text = useUiText();
  return (
    <Group role="group" aria-label={text.language}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === value}
          onClick={() => onChange(language)}
        >
          {NAMES[language]}
        </button>
      ))}
    </Group>
  );
}
