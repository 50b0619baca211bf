import type { Database } from '../src/db/Database';

export const BENCH_COMPANY = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const BENCH_USER = 'cccccccccccccccccccccccc';
const OTHER_COMPANY = 'bbbbbbbbbbbbbbbbbbbbbbbb';

/**
 * Loads `count` employees in a few statements, not one a row: 90% owned by BENCH_COMPANY, a local agency
 * whose ClientAdmin BENCH_USER holds `roles`, the rest by another agency. Names, passports, phones and sponsors
 * vary like real data; ids are time-ordered like the server's. Used by `pnpm bench:api` and the web app's
 * browser benchmark (bench/benchServer.ts).
 */
export async function loadEmployees(db: Database, count: number, roles: string[] = ['ViewEmployees']) {
  for (const [id, name] of [
    [BENCH_COMPANY, 'BENCH AGENCY'],
    [OTHER_COMPANY, 'OTHER AGENCY'],
  ]) {
    await db.query(
      `INSERT INTO companies (id, type, display_name, email) VALUES ($1, 'LocalAgency', $2, 'b@example.com')`,
      [id, name],
    );
  }
  await db.query(
    `INSERT INTO users (id, company_id, name, email, user_type) VALUES ($1, $2, 'Bench', 'bench@example.com', 'ClientAdmin')`,
    [BENCH_USER, BENCH_COMPANY],
  );
  await db.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE display_name = ANY($2)`,
    [BENCH_USER, roles],
  );
  // Names, passports, phones and sponsors vary like real data; ids are time-ordered like the server's. The
  // searched fields are columns and, as the API writes them, also in `data`, which the list shows. The
  // per-row counter trigger is paused for the bulk load and the counters rebuilt once, as the migration does.
  await db.exec('ALTER TABLE employees DISABLE TRIGGER employees_counts_insert_delete');
  const chunk = 20_000;
  for (let start = 0; start < count; start += chunk) {
    await db.query(
      `INSERT INTO employees (id, owner_id, status, passport_number, given_name, sur_name, telephone, visa_number, employer, data)
       SELECT id, owner_id, status, passport_number, given_name, sur_name, telephone, visa_number, employer,
              jsonb_build_object('placeOfBirth', 'ADDIS ABABA', 'sex', 'female', 'givenName', given_name,
                                 'surName', sur_name, 'passportNumber', passport_number, 'telephone', telephone)
         FROM (SELECT lpad(to_hex(1700000000 + g), 8, '0') || lpad(to_hex(g), 16, '0') AS id,
                      CASE WHEN g % 10 = 0 THEN $3 ELSE $2 END AS owner_id,
                      (ARRAY['new','selected','contract_process','medical_process','embassy_process','traveled'])[1 + g % 6] AS status,
                      'EP' || lpad(g::text, 7, '0') AS passport_number,
                      (ARRAY['ALMAZ','TIGIST','HIRUT','MESERET','SELAM','FATUMA','AMINA','HANAN'])[1 + g % 8] || ' ' ||
                      (ARRAY['TESFAYE','BEKELE','MOHAMMED','ABDI','GIRMA','HUSSEN','ALEMU','YIMER','KEBEDE'])[1 + g % 9] AS given_name,
                      (ARRAY['WOLDE','ABEBE','ALI','HASSAN','DEMISSIE','MENGISTU','SEID'])[1 + g % 7] AS sur_name,
                      '09' || lpad((g * 7919 % 100000000)::text, 8, '0') AS telephone,
                      CASE WHEN g % 3 = 0 THEN (4000000000 + g)::text ELSE '' END AS visa_number,
                      CASE WHEN g % 3 = 0 THEN (ARRAY['SAAD AL HARBI','FAHAD AL OTAIBI','NASSER AL QAHTANI'])[1 + g % 3] ELSE '' END AS employer
                 FROM generate_series($1::int, $4::int) AS g) AS generated`,
      [start + 1, BENCH_COMPANY, OTHER_COMPANY, Math.min(start + chunk, count)],
    );
  }
  await db.exec('ALTER TABLE employees ENABLE TRIGGER employees_counts_insert_delete');
  await db.exec(
    'INSERT INTO employee_counts (company_id, status, n) SELECT owner_id, status, count(*) FROM employees GROUP BY owner_id, status',
  );
  await db.exec('VACUUM ANALYZE');
}
