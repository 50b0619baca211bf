/** What differs between an object type and its input type; everything else is written once. */
export interface TypeAndInputOptions {
  /** Other paired types this one holds: `Address` in the type reads `AddressInput` in the input. */
  nested?: readonly string[];
  /** Fields only the answer has (ids the server makes, companies resolved from ids, warnings). */
  typeOnly?: string;
  /** Fields only a save takes, or takes with another nullability (a required passport number). */
  inputOnly?: string;
  /** The type's description, in GraphQL's own string syntax. */
  description?: string;
}

/**
 * A GraphQL object type and its input type (`Name`, `NameInput`) from one list of fields, so the record a
 * client reads and the record it saves cannot drift apart field by field.
 */
export function typeAndInput(name: string, fields: string, options: TypeAndInputOptions = {}): string {
  const nested = options.nested ?? [];
  const asInput = (text: string) =>
    nested.reduce(
      (result, type) => result.replace(new RegExp(`(:\\s*\\[?)${type}\\b`, 'g'), `$1${type}Input`),
      text,
    );
  const body = (...parts: Array<string | undefined>) =>
    parts
      .filter((part): part is string => Boolean(part?.trim()))
      .join('\n')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => `    ${line}`)
      .join('\n');
  const description = options.description ? `  ${options.description}\n` : '';
  return `
${description}  type ${name} {
${body(fields, options.typeOnly)}
  }

  input ${name}Input {
${body(asInput(fields), options.inputOnly)}
  }
`;
}
