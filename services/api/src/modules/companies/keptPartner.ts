/**
 * SQL: whether the company at `alias` is a partner whose details `companyParam`'s company keeps — a directory
 * entry of its own: no users who sign in for it and no other partner. A partner that signs in, or that other
 * agencies link to too, keeps its own details: linking to it gives no write.
 */
export function keptPartnerCondition(alias: string, companyParam: string): string {
  return `(NOT EXISTS (SELECT 1 FROM users u WHERE u.company_id = ${alias}.id)
    AND NOT EXISTS (SELECT 1 FROM company_partners o WHERE o.company_id = ${alias}.id AND o.partner_id <> ${companyParam}))`;
}
