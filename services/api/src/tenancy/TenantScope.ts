/**
 * The one place that decides which rows a caller may see or change. Every repository builds its WHERE clause
 * from this object; no resolver writes a tenancy condition by hand.
 *
 * - A Super user sees every company's records.
 * - Anyone else sees its own company's records, its partner companies, and employees where its company is a
 *   prospect. With `employeeSharing: 'partners'` (the other reading of the spec) it also sees the employees of
 *   every company that lists it as a partner.
 */
export type EmployeeSharing = 'prospects' | 'partners';

export class TenantScope {
  constructor(
    readonly companyId: string,
    readonly isSuper: boolean,
    readonly employeeSharing: EmployeeSharing = 'prospects',
  ) {}

  private param(params: unknown[], value: unknown): string {
    params.push(value);
    return `$${params.length}`;
  }

  /** Rows owned by a company: visas, users, medical payments, short links. */
  owned(column: string, params: unknown[]): string {
    if (this.isSuper) return 'TRUE';
    return `${column} = ${this.param(params, this.companyId)}`;
  }

  /** Employees the caller may see and change. `alias` is the employees table alias. */
  employees(alias: string, params: unknown[]): string {
    if (this.isSuper) return 'TRUE';
    const { owners, prospect } = this.employeeSources(params);
    return `(${alias}.owner_id = ANY(${owners}) OR ${alias}.prospect_ids @> ${prospect})`;
  }

  /**
   * The same visibility split in two, for counting: the companies whose every employee is visible (an SQL
   * text[] expression) and the prospect array to match the others by. Null for a Super user (everything).
   */
  employeeSources(params: unknown[]): { owners: string; prospect: string } {
    const me = this.param(params, this.companyId);
    const owners =
      this.employeeSharing === 'partners'
        ? `(ARRAY[${me}]::text[] || ARRAY(SELECT company_id FROM company_partners WHERE partner_id = ${me}))`
        : `ARRAY[${me}]::text[]`;
    return { owners, prospect: `ARRAY[${me}]::text[]` };
  }

  /** Companies the caller may see: its own and its partners. */
  companies(alias: string, params: unknown[]): string {
    if (this.isSuper) return 'TRUE';
    const me = this.param(params, this.companyId);
    return `(${alias}.id = ${me} OR ${alias}.id IN (SELECT partner_id FROM company_partners WHERE company_id = ${me}))`;
  }

  /** Whether an employee may be saved with this owner: the own company or (for agents) a partner agency. */
  canOwnEmployeesOf(companyId: string, visibleCompanyIds: readonly string[]): boolean {
    return this.isSuper || companyId === this.companyId || visibleCompanyIds.includes(companyId);
  }
}
