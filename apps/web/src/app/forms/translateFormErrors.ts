import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { VALIDATION_MESSAGES } from '@placement/domain';
import type { TFunction } from 'i18next';

const MIN_LENGTH = /^Must be (\d+) characters at minimum$/;
const MAX_LENGTH = /^Must be (\d+) characters or less$/;

/**
 * A domain rule's message in the page's language. The domain words its messages in English (the API sends the
 * same words); the signed-out forms show them translated. A message without a translation stays as it is.
 */
export function translateValidationMessage(t: TFunction, message: string): string {
  const min = MIN_LENGTH.exec(message);
  if (min) return t('public.validation.minLength', { count: Number(min[1]) });
  const max = MAX_LENGTH.exec(message);
  if (max) return t('public.validation.maxLength', { count: Number(max[1]) });
  switch (message) {
    case VALIDATION_MESSAGES.required:
      return t('public.validation.required');
    case VALIDATION_MESSAGES.emailInvalid:
      return t('public.validation.emailInvalid');
    case VALIDATION_MESSAGES.passwordsMustMatch:
      return t('public.validation.passwordsMustMatch');
    case VALIDATION_MESSAGES.countryNotInList:
      return t('public.validation.countryNotInList');
    default:
      return message;
  }
}

function translateAll(errors: Record<string, unknown>, translate: (message: string) => string): void {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    // A field's error has a type; anything else is a group of nested fields' errors.
    const entry = error as { type?: unknown; message?: unknown };
    if (typeof entry.type !== 'string') translateAll(error as Record<string, unknown>, translate);
    else if (typeof entry.message === 'string') entry.message = translate(entry.message);
  }
}

/** Wraps a form's resolver (the domain's zod schema) so that its messages come out in the page's language. */
export function translateFormErrors<Values extends FieldValues>(
  resolver: Resolver<Values>,
  t: TFunction,
): Resolver<Values> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translateAll(result.errors as FieldErrors as Record<string, unknown>, (message) =>
      translateValidationMessage(t, message),
    );
    return result;
  };
}
