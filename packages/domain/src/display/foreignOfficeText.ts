import type { WithProspects } from './agentName';

// The employees list's foreign office column: the first 10 characters of the first prospect's name plus
// "...", or nothing when the employee has no foreign office.
export function foreignOfficeText(employee: WithProspects): string {
  const name = (employee.prospects?.[0]?.displayName ?? '').trim();
  return name ? `${name.slice(0, 10)}...` : '';
}
