import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LanguageToggle, ModeToggle } from '@placement/ui';
import { usePreferences } from '../preferences/PreferencesProvider';
import { usePageTitle } from '../shell/usePageTitle';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.topBar};
  color: ${({ theme }) => theme.colors.onTopBar};
  a {
    color: inherit;
    font-weight: 700;
    font-size: 18px;
    text-decoration: none;
    margin-inline-end: auto;
  }
  *:focus-visible {
    outline-color: #ffffff;
  }
`;

/** The frame of the signed-out pages: the product's name and the language and light/dark choices. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { language, setLanguage, mode, setMode } = usePreferences();
  usePageTitle();
  return (
    <>
      <Header>
        <Link to="/home">{t('app.name')}</Link>
        <LanguageToggle value={language} onChange={setLanguage} languages={['en', 'ar', 'am']} />
        <ModeToggle value={mode} onChange={setMode} />
      </Header>
      <Outlet />
    </>
  );
}
