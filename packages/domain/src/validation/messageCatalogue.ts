import { VALIDATION_MESSAGES } from './messages';

// Every validation message by its key, in each language the screens speak. The rules (zod schemas) and the API
// word a message in the spec's English; a screen shows it through a catalogue, by the message's key. Where
// the spec's words alone do not say what is wrong, the screen's text adds it after them. Each language's
// catalogue is a file of its own (messageText*.ts) so a web page carries only the language it shows.
export type MessageLanguage = 'en' | 'ar' | 'am';

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Messages that carry a number or a day: the key, the English shape and the value's name. */
const PARAMETERISED = {
  minLength: { pattern: /^Must be (\d+) characters at minimum$/, value: 'count' },
  maxLength: { pattern: /^Must be (\d+) characters or less$/, value: 'count' },
  maxItems: { pattern: /^At most (\d+) items$/, value: 'count' },
  dateMin: { pattern: /^Must be on or after (\d{4}-\d{2}-\d{2})$/, value: 'day' },
  dateMax: { pattern: /^Must be on or before (\d{4}-\d{2}-\d{2})$/, value: 'day' },
  numberMin: { pattern: /^Must be (-?\d+(?:\.\d+)?) or more$/, value: 'count' },
  numberMax: { pattern: /^Must be (-?\d+(?:\.\d+)?) or less$/, value: 'count' },
} as const;

export type ParameterisedMessageKey = keyof typeof PARAMETERISED;

export interface KeyedMessage {
  key: ValidationMessageKey | ParameterisedMessageKey;
  values: Record<string, string>;
}

export type ValidationCatalogue = Record<ValidationMessageKey, string> &
  Record<ParameterisedMessageKey, (values: Record<string, string>) => string>;

const KEY_OF_MESSAGE = new Map<string, ValidationMessageKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationMessageKey]),
);

/** The key (and values) of a message a domain rule or the API gave, or null for a text of its own. */
export function validationMessageKey(message: string): KeyedMessage | null {
  // A length message is one shape whatever field it belongs to (nameMin is minLength of 3).
  for (const [name, { pattern, value }] of Object.entries(PARAMETERISED)) {
    const match = pattern.exec(message);
    if (match?.[1]) return { key: name as ParameterisedMessageKey, values: { [value]: match[1] } };
  }
  const key = KEY_OF_MESSAGE.get(message);
  return key ? { key, values: {} } : null;
}

/** A rule's message in a catalogue's language; a message that is not a rule's is returned as it came. */
export function validationMessageWith(message: string, catalogue: ValidationCatalogue): string {
  const keyed = validationMessageKey(message);
  if (!keyed) return message;
  const entry = catalogue[keyed.key];
  return typeof entry === 'function' ? entry(keyed.values) : entry;
}
