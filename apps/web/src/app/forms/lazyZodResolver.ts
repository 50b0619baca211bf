import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { appWords } from '../i18n/appWords';

/**
 * A form's resolver whose zod schema (the domain's rule) and zod itself (sizes: docs/performance.md, "/login's
 * budget") load on the form's first check, not with the page: the signed-out forms are checked on submit or on
 * typing, by which time the chunk is in, and /login keeps within its 150 KB budget. The fields' messages catalogue
 * (app/i18n/words.ts) comes with them, so a message shows in the page's language as soon as the check is done.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ZodType<Values, Values>>,
): Resolver<Values> {
  let resolver: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
      appWords.tryUse('fieldMessages'),
    ]).then(([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Values>);
    return (await resolver)(values, context, options);
  };
}
