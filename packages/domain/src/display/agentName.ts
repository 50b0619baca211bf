export interface WithProspects {
  prospects?: readonly ({ displayName?: string | null } | null)[] | null;
}

export const NO_AGENT_ASSIGNED = 'NO AGENT ASSIGNED';

// CV cards name the assigned agent (the first prospect) by the first 15 characters of its name.
export function agentName(employee: WithProspects): string {
  const name = (employee.prospects?.[0]?.displayName ?? '').trim();
  return name ? name.slice(0, 15) : NO_AGENT_ASSIGNED;
}

// The employees list's foreign office column: the first 10 characters of the first prospect's name plus
// "...", or nothing when the employee has no foreign office.
export function foreignOfficeText(employee: WithProspects): string {
  const name = (employee.prospects?.[0]?.displayName ?? '').trim();
  return name ? `${name.slice(0, 10)}...` : '';
}
