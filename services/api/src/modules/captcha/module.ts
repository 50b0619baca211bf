import type { ApiModule } from '../ApiModule';
import { captchaResolvers } from './resolvers';
import { captchaSchema } from './schema';

/** The public forms guarded by an ALTCHA proof-of-work captcha: sign-in, registration, status lookup. */
export const captchaModule: ApiModule = {
  name: 'captcha',
  schema: captchaSchema,
  resolvers: captchaResolvers,
  permissions: {
    captchaChallenge: { public: true },
    authUserCaptcha: { public: true },
    recaptchaRegister: { public: true },
    recaptchaCheckStatus: { public: true },
  },
};
