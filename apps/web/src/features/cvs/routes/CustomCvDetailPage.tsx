import { CvDetail } from '../components/CvDetail';

/**
 * /app/cvp?id=…: the premium (custom) detail (spec 02 §2.2; EditEmployees, guarded by the route table's
 * domain rule): the detail without Edit Detail, sharing under the premium ccp prefix.
 */
export function CustomCvDetailPage() {
  return <CvDetail premium />;
}

export { CustomCvDetailPage as Component };
