export interface WithProspects {
  prospects?: readonly ({ displayName?: string | null } | null)[] | null;
}

export const NO_AGENT_ASSIGNED = 'NO AGENT ASSIGNED';

// CV cards name the assigned agent (the first prospect) by the first 15 characters of its name.
export function agentName(employee: WithProspects): string {
  const name = (employee.prospects?.[0]?.displayName ?? '').trim();
  return name ? name.slice(0, 15) : NO_AGENT_ASSIGNED;
}
