import { OwnCvList } from '../components/OwnCvList';

/** /app/cvs: the available candidates as CV cards, to open, select and share (spec 02 §2.1). */
export function CvListPage() {
  return <OwnCvList premium={false} />;
}

export { CvListPage as Component };
