import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SignInForm } from '@placement/domain';
import { appWords } from '../../../app/i18n/appWords';

export type SignInErrors = Partial<Record<keyof SignInForm, string>>;

// The domain's sign-in rule, with zod, its messages' translation and the fields' messages catalogue load on the
// first check, not with /login.
async function check(values: SignInForm, t: TFunction): Promise<SignInErrors> {
  const [{ signInFormSchema }, { translateValidationMessage }] = await Promise.all([
    import('../../../app/forms/signedOutRules'),
    import('../../../app/forms/translateFormErrors'),
    appWords.tryUse('fieldMessages'),
  ]);
  const errors: SignInErrors = {};
  for (const issue of signInFormSchema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as keyof SignInForm;
    errors[field] ??= translateValidationMessage(t, issue.message);
  }
  return errors;
}

/**
 * The sign-in form's state without react-hook-form (most of what /login could spend beyond React, the router and
 * i18next within its 150 KB budget; docs/performance.md, "/login's budget"). It behaves as the other forms'
 * react-hook-form does: checked on submit with the domain's rule (signInFormSchema), then again on every change, and
 * a failed submit puts the focus on the first field in error.
 */
export function useSignInForm(onValid: (values: SignInForm) => Promise<void>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SignInForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);

  const setValue = (field: keyof SignInForm, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted.current) void check(next, t).then(setErrors);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const found = await check(values, t);
      setErrors(found);
      if (found.email) email.current?.focus();
      else if (found.password) password.current?.focus();
      else await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, setValue, onSubmit, submitting, refs: { email, password } };
}
