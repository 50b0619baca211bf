import { COUNTRY_DIAL_CODES } from '../enums';
import { VALIDATION_MESSAGES } from './messages';
import { phoneSchema } from './phone';

// The register form's phone rule, on the number it sends (registrationPhone: the chosen country's dial code,
// then the number typed). The form checks the typed number with phoneSchema (8-12 characters); the API takes
// the country's dial code off the number sent and checks the rest with the same phoneSchema. A 12-digit entry
// the form accepts is thus 15 characters on the wire (the longest E.164 number), and the server accepts it.

/** The dial code of a country of the register form's picker (its label), or undefined for another country. */
export function dialCodeOf(country: string): string | undefined {
  return COUNTRY_DIAL_CODES.find((entry) => entry.label === country)?.dialCode;
}

/**
 * What is wrong with the phone a registration sends for a country, or null when it passes: it must begin with
 * the country's dial code, and the number after it must pass the form's phone rule. A country not in the list
 * has its own message (countryNotInList), so its phone is not judged here.
 */
export function registrationPhoneProblem(country: string, sentPhone: string): string | null {
  const dialCode = dialCodeOf(country);
  if (dialCode === undefined) return null;
  const sent = sentPhone.trim();
  if (!sent.startsWith(dialCode)) return VALIDATION_MESSAGES.phoneWithoutDialCode;
  const number = phoneSchema.safeParse(sent.slice(dialCode.length));
  return number.success ? null : (number.error.issues[0]?.message ?? VALIDATION_MESSAGES.required);
}
