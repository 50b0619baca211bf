import { useNavigate } from 'react-router';
import { NotFoundPage } from '@placement/ui';

/** /404: the spec's text and Back to Home; unknown paths are sent here. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFoundPage onBackToHome={() => void navigate('/home')} />;
}

export { NotFoundRoute as Component };
