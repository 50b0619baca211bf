export interface CompanyRow {
  id: string;
  type: string;
  display_name: string;
  email: string;
  deposit_amount: string;
  licence: string;
  data: Record<string, unknown>;
}

export interface CompanyRecord extends Record<string, unknown> {
  _id: string;
  type: string;
  displayName: string;
  email: string;
  depositAmount: string;
  licence: string;
}

export const COMPANY_COLUMNS = 'c.id, c.type, c.display_name, c.email, c.deposit_amount, c.licence, c.data';

export function toCompany(row: CompanyRow): CompanyRecord {
  return {
    ...row.data,
    _id: row.id,
    type: row.type,
    displayName: row.display_name,
    email: row.email,
    depositAmount: row.deposit_amount,
    licence: row.licence,
  };
}
