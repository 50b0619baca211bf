import type { ApiModule } from '../ApiModule';
import { accountsResolvers } from './resolvers';
import { accountsSchema } from './schema';

/** The public account flows reached from e-mailed links: password reset and e-mail verification. */
export const accountsModule: ApiModule = {
  name: 'accounts',
  schema: accountsSchema,
  resolvers: accountsResolvers,
  permissions: {
    forgotPassword: { public: true },
    resetUserPassword: { public: true },
    verifyEmail: { public: true },
    resendVerificationEmail: { public: true },
  },
};
