import type { Database } from '../../src/db/Database';

const TABLES: Array<[table: string, order: string]> = [
  ['companies', 'id'],
  ['company_partners', 'company_id, partner_id'],
  ['users', 'id'],
  ['user_roles', 'user_id, role_id'],
  ['visas', 'id'],
  ['employees', 'id'],
  ['short_links', 'id'],
  ['medical_payments', 'id'],
  ['account_tokens', 'nonce_hash'],
  ['registration_requests', 'id'],
];

/** Every record the API can change, as one string: equal snapshots mean nothing changed. */
export async function snapshot(db: Database): Promise<string> {
  const parts: string[] = [];
  for (const [table, order] of TABLES) {
    const { rows } = await db.query<{ t: unknown }>(
      `SELECT COALESCE(json_agg(row_to_json(x) ORDER BY ${order}), '[]'::json)::text AS t FROM ${table} x`,
    );
    parts.push(`${table}:${String(rows[0]?.t)}`);
  }
  return parts.join('\n');
}
