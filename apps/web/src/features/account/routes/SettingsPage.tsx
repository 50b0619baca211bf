import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LanguageToggle, ModeToggle } from '@placement/ui';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { StageChangeNotifications } from '../components/StageChangeNotifications';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-block: 12px;
  span {
    min-width: 120px;
  }
`;

/** /app/setting: the language and light/dark choices, remembered in this browser. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { language, setLanguage, mode, setMode } = usePreferences();
  return (
    <section>
      <Row>
        <span>{t('preferences.language')}</span>
        <LanguageToggle value={language} onChange={setLanguage} languages={['en', 'ar', 'am']} />
      </Row>
      <Row>
        <span>{t('preferences.darkMode')}</span>
        <ModeToggle value={mode} onChange={setMode} />
      </Row>
      <StageChangeNotifications />
    </section>
  );
}

export { SettingsPage as Component };
