import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';

const Page = styled.main`
  max-width: 1000px;
  margin: 0 auto;
  padding: 12px;
  h1 {
    font-size: 20px;
    margin: 4px 0 12px;
  }
  footer {
    margin-block: 16px;
  }
  footer a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The frame of every page a signed-out visitor opens CVs on (share links and an agency's public lists): the
 * title, the language the link asks for, and the way to the public status page (/ts), where the same visitor
 * follows the application of the candidate they chose.
 */
export function PublicCvFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { setLanguage } = usePreferences();
  const lng = search.get('lng');
  // A link sent through WhatsApp or the Agency/Agent Link carries lng=ar: the agent's staff read it in Arabic.
  useEffect(() => {
    if (lng === 'ar' || lng === 'en' || lng === 'am') setLanguage(lng);
  }, [lng, setLanguage]);
  return (
    <Page>
      <h1>{title}</h1>
      {children}
      <footer>
        <Link to="/ts">{t('cvs.checkStatus')}</Link>
      </footer>
    </Page>
  );
}
