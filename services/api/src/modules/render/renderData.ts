import { createHash } from 'node:crypto';
import { settingsForCompany } from '@placement/domain';
import type { RenderDataSource, RenderEmployee } from '@placement/render';
import type { Queryable } from '../../db/Database';
import { pictureDataUrl } from '../../files/photoFiles';
import type { TenantScope } from '../../tenancy/TenantScope';
import { companiesByIds, partnersOf } from '../companies/repository';
import { employeesByIds } from '../employees/repository';
import { withoutContact } from '../sharing/withoutContact';
import { visasByIds } from '../visas/repository';

/**
 * Version stamps of the employees the caller may see, by id. Ids the caller may not see are simply missing,
 * so a wrong tenant gets "not found" rather than someone else's print. A print also shows the attached visa, a
 * record of its own without a change time (and deleting it detaches it without touching the employee), so the
 * stamp is the employee's last change plus a digest of the visa as it is now: a cached print never outlives it.
 * The application and contracts print the owner and the prospects too, so they are in the digest as well.
 */
export async function visibleEmployeeVersions(
  db: Queryable,
  scope: TenantScope,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const params: unknown[] = [[...new Set(ids)]];
  const { rows } = await db.query<{
    id: string;
    updated_at: Date | string;
    visa: unknown;
    companies: unknown;
  }>(
    `SELECT e.id, e.updated_at,
            CASE WHEN v.id IS NULL THEN NULL
                 ELSE json_build_array(v.id, v.visa_number, v.full_name, v.passport_number, v.status, v.data) END AS visa,
            (SELECT json_agg(json_build_array(c.id, c.display_name, c.deposit_amount, c.data) ORDER BY c.id)
               FROM companies c WHERE c.id = e.owner_id OR c.id = ANY(e.prospect_ids)) AS companies
       FROM employees e LEFT JOIN visas v ON v.id = e.visa_id
      WHERE e.id = ANY($1) AND ${scope.employees('e', params)}`,
    params,
  );
  return new Map(
    rows.map((row) => {
      const visa = createHash('sha256')
        .update(JSON.stringify([row.visa, row.companies]))
        .digest('hex')
        .slice(0, 16);
      return [row.id, `${new Date(row.updated_at).toISOString()}.${visa}`];
    }),
  );
}

/** A stamp of the company's CV look and first partner: a changed template or colour string renders anew. */
export async function companySettingsVersion(db: Queryable, companyId: string): Promise<string> {
  const company = (await companiesByIds(db, [companyId])).get(companyId);
  // The contracts name the first partner when an employee has no prospect.
  const [partner] = (await partnersOf(db, [companyId])).get(companyId) ?? [];
  const look = JSON.stringify([
    company?.cvTemplate ?? null,
    company?.remarks ?? null,
    company?.displayName ?? null,
    partner?.displayName ?? null,
  ]);
  return createHash('sha256').update(look).digest('hex').slice(0, 16);
}

/** The agency's name for file names: its display name, else its Amharic name. */
export async function companyName(db: Queryable, companyId: string): Promise<string> {
  const company = (await companiesByIds(db, [companyId])).get(companyId);
  const amharic = typeof company?.nameAmharic === 'string' ? company.nameAmharic : '';
  return (company?.displayName ?? '').trim() || amharic.trim();
}

/** An employee's given name, for the name of a file printed for them (a CV is named after it). */
export async function givenName(db: Queryable, employeeId: string): Promise<string> {
  const [employee] = await employeesByIds(db, [employeeId]);
  return typeof employee?.givenName === 'string' ? employee.givenName.trim() : '';
}

const EMPLOYEE_PICTURES = ['facePhoto', 'standPhoto', 'passportScan'] as const;
const COMPANY_PICTURES = ['header', 'footer'] as const;

/** The record's stored picture names replaced by their data URLs (the rest of the record is untouched). */
async function pictures(
  filesDir: string,
  record: object,
  fields: readonly string[],
): Promise<Record<string, string | undefined>> {
  const values = record as Record<string, unknown>;
  const entries = await Promise.all(
    fields.map(async (field) => [field, await pictureDataUrl(filesDir, values[field])] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * The companies an employee names (owner, prospects) as records: the application and contracts print their
 * names, licence and phones, and a commission owner's header when pictures are read.
 */
async function namedCompanies(
  db: Queryable,
  filesDir: string,
  employees: readonly { ownerId: string; prospectIds: string[] }[],
  withPictures: boolean,
): Promise<Map<string, Record<string, unknown>>> {
  const records = await companiesByIds(
    db,
    employees.flatMap((e) => [e.ownerId, ...e.prospectIds]),
  );
  const entries = await Promise.all(
    [...records].map(async ([id, company]) => {
      const header = withPictures ? await pictures(filesDir, company, ['header']) : { header: undefined };
      return [id, { ...company, ...header }] as const;
    }),
  );
  return new Map(entries);
}

/**
 * What render jobs read, from the database. Jobs were checked against the caller's tenancy when requested,
 * so this reads by id; it is also what a separate worker process uses.
 */
export function databaseRenderDataSource(db: Queryable, filesDir: string): RenderDataSource {
  return {
    async employees(companyId, ids, options) {
      // A partner printing an agency's candidate is shown only itself among the prospects, as on screen: the
      // agency's other partners (its competitors) are neither printed nor named as the contract's counterpart.
      const found = (await employeesByIds(db, ids)).map((e) =>
        e.ownerId !== companyId && e.prospectIds.includes(companyId) ? { ...e, prospectIds: [companyId] } : e,
      );
      // A hide-contact share link's download: the same records less names and contacts, as its viewer shows.
      const byId = new Map(found.map((e) => [e._id, options?.hideContact ? withoutContact(e) : e]));
      const employees = ids.map((id) => byId.get(id)).filter((e) => e !== undefined);
      // The attached visa is its own record: the embassy list lists only employees with one, CVs print it.
      const visas = await visasByIds(
        db,
        employees.flatMap((e) => (e.visaId ? [e.visaId] : [])),
      );
      const companies = await namedCompanies(db, filesDir, employees, options?.pictures !== false);
      return Promise.all(
        employees.map(
          async (e) =>
            ({
              ...e,
              id: e._id,
              visa: e.visaId ? (visas.get(e.visaId) ?? null) : null,
              owner: companies.get(e.ownerId) ?? null,
              prospects: e.prospectIds.flatMap((id) => companies.get(id) ?? []),
              ...(options?.pictures === false ? {} : await pictures(filesDir, e, EMPLOYEE_PICTURES)),
            }) as unknown as RenderEmployee,
        ),
      );
    },
    async company(companyId) {
      const company = (await companiesByIds(db, [companyId])).get(companyId);
      const partners = (await partnersOf(db, [companyId])).get(companyId) ?? [];
      return {
        agency: {
          ...company,
          ...(await pictures(filesDir, company ?? {}, COMPANY_PICTURES)),
          partners,
        } as Record<string, unknown>,
        settings: settingsForCompany(company as Parameters<typeof settingsForCompany>[0]),
      };
    },
  };
}
