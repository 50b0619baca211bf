import type { ApiModule } from '../ApiModule';
import { medicalResolvers } from './resolvers';
import { medicalSchema } from './schema';

export const medicalModule: ApiModule = {
  name: 'medical',
  schema: medicalSchema,
  resolvers: medicalResolvers,
  permissions: {
    medicalPayments: { role: 'ViewEmployees' },
    getMedicalPayment: { role: 'ViewEmployees' },
    medicalPaymentSummary: { role: 'ViewEmployees' },
    createMedicalPayment: {
      save: {
        recordId: (args) => (args.input as { _id?: string } | undefined)?._id,
        create: { role: 'AddEmployees' },
        update: { role: 'EditEmployees' },
      },
    },
    deleteMedicalPayment: { role: 'DeleteEmployees' },
  },
};
