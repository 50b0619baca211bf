import { EmployeeList } from '../components/EmployeeList';

/** /app/employees: the employees of the company and its partners (spec 01 §2). */
export function EmployeesPage() {
  return <EmployeeList variant="employees" />;
}

export { EmployeesPage as Component };
