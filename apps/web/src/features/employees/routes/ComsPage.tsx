import { EmployeeList } from '../components/EmployeeList';

/** /app/coms: the embassy-oriented list, with the sudan columns and agent filter for sudan companies. */
export function ComsPage() {
  return <EmployeeList variant="coms" />;
}

export { ComsPage as Component };
