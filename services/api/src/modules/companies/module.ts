import type { MercuriusLoaders } from 'mercurius';
import type { ApiModule } from '../ApiModule';
import { companiesLoaders, companiesResolvers } from './resolvers';
import { companiesSchema } from './schema';

const inputId = (args: Record<string, unknown>) => (args.input as { id?: string } | undefined)?.id;

export const companiesModule: ApiModule = {
  name: 'companies',
  schema: companiesSchema,
  resolvers: companiesResolvers,
  loaders: companiesLoaders as unknown as MercuriusLoaders,
  permissions: {
    companies: { role: 'ViewCompanies' },
    getCompany: { signedIn: true },
    getForeignAgent: { role: 'ViewCompanies' },
    localAgencies: { signedIn: true },
    getLocalAgency: { signedIn: true },
    myLicence: { signedIn: true },
    partnerDirectory: { role: 'CompanyManagement' },
    createCompany: {
      save: { recordId: inputId, create: { super: true }, update: { role: 'CompanyManagement' } },
    },
    createForeignAgent: { role: 'ForeignAgentsManagement' },
    createLocalAgency: { role: 'ForeignAgentsManagement' },
    saveSubAgent: { role: 'CompanyManagement' },
    linkCompanies: { role: 'CompanyManagement' },
    deleteCompany: { super: true },
    cvMakerCompanies: { role: 'ViewCompanies' },
    saveCompanyCvTemplate: { role: 'ViewCompanies' },
  },
};
