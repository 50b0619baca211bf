import type { MercuriusLoaders } from 'mercurius';
import type { ApiModule } from '../ApiModule';
import { employeesLoaders, employeesResolvers } from './resolvers';
import { employeesSchema } from './schema';

export const employeesModule: ApiModule = {
  name: 'employees',
  schema: employeesSchema,
  resolvers: employeesResolvers,
  loaders: employeesLoaders as unknown as MercuriusLoaders,
  permissions: {
    employees: { role: 'ViewEmployees' },
    getEmployee: { role: 'ViewEmployees' },
    sharedEmployees: { public: true },
    linkedEmployees: { public: true },
    shortLinks: { role: 'ViewCandidates' },
    dashboard: { role: 'ViewDashboard' },
    morningChecks: { role: 'ViewDashboard' },
    createEmployee: {
      save: {
        recordId: (args) => (args.input as { _id?: string } | undefined)?._id,
        create: { role: 'AddEmployees' },
        update: { role: 'EditEmployees' },
      },
    },
    deleteEmployee: { role: 'DeleteEmployees' },
    assignEmployeeVisa: { role: 'AssignVisas' },
    generateLink: { role: 'ViewCandidates' },
  },
};
