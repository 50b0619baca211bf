import styled from 'styled-components';
import { useUiText } from '../theme/UiProvider';
import { Button } from '../display/Button';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 24px;
  padding: 24px;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: 96px;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => (theme.colors.accent === theme.colors.secondary ? theme.colors.text : theme.colors.primary)};
`;

export interface NotFoundPageProps {
  /** Called by "Back to Home"; the web app navigates. */
  onBackToHome: () => void;
}

// Unknown paths land here (spec 01 §2, /404).
export function NotFoundPage({ onBackToHome }: NotFoundPageProps) {
  const text = useUiText();
  return (
    <Page>
      <Code aria-hidden="true">404</Code>
      <h1 style={{ margin: 0, fontSize: 22 }}>{text.notFound}</h1>
      <Button type="button" onClick={onBackToHome}>
        {text.backToHome}
      </Button>
    </Page>
  );
}
