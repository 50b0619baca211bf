import { z } from 'zod';
import { captchaTokenSchema } from './captchaToken';
import { statusSearchTextSchema } from './statusSearchText';

// The public status lookup (recaptchaCheckStatus): the search text and a captcha token.
export const statusLookupRequestSchema = z.object({
  searchText: statusSearchTextSchema,
  captcha: captchaTokenSchema,
});
