import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, TypingSlogan } from '@placement/ui';
import { CONTACT_DETAILS } from '../components/contactDetails';

const ABOUT_CARDS = ['keepsEverything', 'mistakeLess', 'allInOne', 'reports', 'alerts'] as const;

const Page = styled.main`
  max-width: 1080px;
  margin: 0 auto;
  padding: 32px 16px 48px;
  display: flex;
  flex-direction: column;
  gap: 40px;
  h2 {
    margin: 0 0 16px;
    font-size: 22px;
  }
  a:not(.button) {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  h1 {
    margin: 0;
    font-size: 16px;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p.intro {
    margin: 0;
    max-width: 720px;
    font-size: 17px;
    line-height: 1.6;
  }
  div.actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
  }
  a.button {
    text-decoration: none;
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 16px;
  li {
    padding: 16px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-block-start: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radius}px;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 17px;
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
`;

const Contact = styled.section`
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 8px 16px;
    margin: 0 0 16px;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin: 0;
    padding: 0;
  }
  ul a {
    display: inline-block;
    padding: 6px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    text-decoration: none;
    font-weight: 700;
  }
`;

// Numbers and addresses read left to right in Arabic too.
const Ltr = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
`;

/** /home: the landing page (spec 01 §1): typing slogan, the five about cards, contact details, registration. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Page>
      <Hero aria-labelledby="home-title">
        <h1 id="home-title">{t('app.name')}</h1>
        <TypingSlogan text={t('public.home.slogan')} />
        <p className="intro">{t('public.home.intro')}</p>
        <div className="actions">
          <Button as={Link} to="/register" className="button">
            {t('public.home.register')}
          </Button>
          <Button as={Link} to="/login" className="button" $variant="outlined">
            {t('public.home.signIn')}
          </Button>
          <Link to="/ts">{t('public.home.checkStatus')}</Link>
        </div>
      </Hero>

      <section aria-labelledby="home-about">
        <h2 id="home-about">{t('public.home.aboutHeading')}</h2>
        <Cards>
          {ABOUT_CARDS.map((card) => (
            <li key={card}>
              <h3>{t(`public.home.about.${card}.title`)}</h3>
              <p>{t(`public.home.about.${card}.text`)}</p>
            </li>
          ))}
        </Cards>
      </section>

      <Contact aria-labelledby="home-contact">
        <h2 id="home-contact">{t('public.home.contactHeading')}</h2>
        <dl>
          <dt>{t('public.home.phone')}</dt>
          <dd>
            <a href={`tel:+${CONTACT_DETAILS.phone}`}>
              <Ltr>+{CONTACT_DETAILS.phone}</Ltr>
            </a>
          </dd>
          <dt>{t('public.home.email')}</dt>
          <dd>
            <a href={`mailto:${CONTACT_DETAILS.email}`}>
              <Ltr>{CONTACT_DETAILS.email}</Ltr>
            </a>
          </dd>
          <dt>{t('public.home.address')}</dt>
          <dd>{t('public.home.addressText')}</dd>
        </dl>
        <ul aria-label={t('public.home.social')}>
          {CONTACT_DETAILS.social.map(({ network, href }) => (
            <li key={network}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t(`public.home.${network}`)}
              </a>
            </li>
          ))}
        </ul>
      </Contact>
    </Page>
  );
}

export { HomePage as Component };
