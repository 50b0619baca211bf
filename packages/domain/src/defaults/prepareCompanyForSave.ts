// Company save (spec 01 §5): the name in capitals as on the licence, the e-mail in lower case so sign-in
// and look-ups match however it was typed. Other fields pass through.
export function prepareCompanyForSave<T extends { displayName?: string | null; email?: string | null }>(
  company: T,
): T {
  return {
    ...company,
    displayName:
      typeof company.displayName === 'string'
        ? company.displayName.trim().toUpperCase()
        : company.displayName,
    email: typeof company.email === 'string' ? company.email.trim().toLowerCase() : company.email,
  };
}
