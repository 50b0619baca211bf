import { CvDetail } from '../components/CvDetail';

/** /app/cvd?id=…: one candidate's CV as it prints, with previous/next (wrapping), download, edit and share. */
export function CvDetailPage() {
  return <CvDetail premium={false} />;
}

export { CvDetailPage as Component };
