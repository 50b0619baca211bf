import { auditAlsoFor, auditRecord } from '../audit/recordAudit';
import type { IResolvers } from 'mercurius';
import type { ApiContext, SignedInContext } from '../../context';
import { ApiError, badInput, notFound } from '../../errors';
import {
  isNewRecordId,
  isObjectId,
  licencePolicy,
  DAY_TEXT_MESSAGE,
  DEFAULT_STUCK_DAYS,
  isDayText,
  MAX_STUCK_DAYS,
  passportExpiryCutoff,
  newObjectId,
  newShortLink,
  VALIDATION_MESSAGES,
} from '@placement/domain';
import { companiesByIds, findCompany } from '../companies/repository';
import { paging } from '../paging';
import {
  openShareLink,
  SHARE_LINK_SETTINGS_COLUMNS,
  shareLinkSettings,
  type ShareLinkSettingsRow,
} from '../sharing/shareLinkAccess';
import { visasByIds } from '../visas/repository';
import { requireVisa } from '../visas/resolvers';
import { checkFileReferences } from '../../files/storedFiles';
import { sharedCandidates } from '../sharing/sharedCandidate';
import { mayOpenPublicList } from '../sharing/publicPremiumList';
import { mergeGiven } from './mergeGiven';
import { announceStageChange } from './stageChangeMail';
import { employeeForSave } from './employeeForSave';
import { passportHolder } from './passportHolder';
import { saveEmployeeVisa } from './saveEmployeeVisa';
import { ownerOnly, requireNestedVisaWrite, requirePartnerMayWrite, writesAsPartner } from './nestedWrites';
import {
  countByStatus,
  countEmployees,
  employeesByIds,
  findEmployee,
  listEmployees,
  saveEmployee,
  type EmployeeRecord,
} from './repository';

export async function requireEmployee(ctx: SignedInContext, id: string | null | undefined) {
  const employee = id ? await findEmployee(ctx.db, ctx.scope, id) : null;
  if (!employee) throw notFound('Employee');
  return employee;
}

/** Companies named on an employee must be visible to the caller (own company or a partner). */
export async function visibleCompanyIds(ctx: SignedInContext, ids: readonly string[], field: string) {
  for (const id of ids) {
    if (!(await findCompany(ctx.db, ctx.scope, id))) throw badInput(field, 'Company not found');
  }
  return [...new Set(ids)];
}

/** A yyyy-mm-dd day given to a filter, or a field error. */
export function checkedDay(field: string, value: string | null | undefined): string | null {
  if (value == null || value === '') return null;
  if (!isDayText(value)) throw badInput(field, DAY_TEXT_MESSAGE);
  return value;
}

export function checkedStuckDays(value: number | null | undefined): number | null {
  if (value == null) return null;
  if (!Number.isInteger(value) || value < 1 || value > MAX_STUCK_DAYS) {
    throw badInput('stuckForDays', `Days must be between 1 and ${MAX_STUCK_DAYS}`);
  }
  return value;
}

/** The record's stored fields, without the columns the repository adds around them. */
function storedData(record: EmployeeRecord): Record<string, unknown> {
  const {
    _id: _id,
    status: _status,
    ownerId: _ownerId,
    visaId: _visaId,
    prospectIds: _prospectIds,
    createdAt: _createdAt,
    ...data
  } = record;
  return data;
}

const PICTURE_FIELDS = ['facePhoto', 'standPhoto', 'passportScan'] as const;

/**
 * The photos a save names must be files the caller's company uploaded, or the ones the employee already has;
 * they are stored as bare file names.
 */
async function checkEmployeeFiles(
  ctx: SignedInContext,
  input: Record<string, unknown>,
  existing: EmployeeRecord | null,
  data: Record<string, unknown>,
) {
  const checked = await checkFileReferences(
    ctx.db,
    ctx.scope,
    PICTURE_FIELDS.map((field) => ({ field, value: input[field], current: existing?.[field] })),
  );
  for (const field of PICTURE_FIELDS) if (checked.has(field)) data[field] = checked.get(field);
}

async function createEmployee(ctx: SignedInContext, input: Record<string, unknown> & { _id?: string }) {
  const isNew = isNewRecordId(input._id);
  const existing = isNew ? null : await requireEmployee(ctx, input._id);
  let licenceWarning: string | null = null;
  if (isNew) {
    const policy = licencePolicy(ctx.user.licence, 'add');
    if (policy.blocked)
      throw new ApiError(policy.message ?? 'Licence blocked', 'LICENCE_BLOCKED', { field: 'licence' });
    licenceWarning = policy.message;
  }
  const ownerInput = typeof input.owner === 'string' && input.owner ? input.owner : null;
  // An existing employee's owner is known before anything else is checked; a new one's only once the company it
  // is entered for is one the caller may name (so nobody writes lines into a stranger's audit log).
  let partner = existing ? writesAsPartner(ctx, existing.ownerId) : false;
  const ownerId = ownerInput
    ? (await visibleCompanyIds(ctx, [ownerInput], 'owner'))[0]!
    : (existing?.ownerId ?? ctx.user.companyId);
  if (!existing) partner = writesAsPartner(ctx, ownerId);
  // Ownership, offers, files and the visa move only by the owner's own action: a partner that can see and edit
  // an employee cannot hand it to another company (nor to itself) nor offer it to a competitor.
  if (partner) requirePartnerMayWrite(ctx, input, existing);
  const prepared = employeeForSave(input, existing, ctx.user);
  await checkEmployeeFiles(ctx, input, existing, prepared.data);
  // Whom a candidate is offered to is the owner's choice: a partner's save keeps the stored prospects, and a
  // foreign agent saving for a partner agency stays a prospect, so the employee stays in its list.
  let prospectIds =
    Array.isArray(input.prospects) && !partner
      ? await visibleCompanyIds(ctx, input.prospects as string[], 'prospects')
      : (existing?.prospectIds ?? []);
  if (partner && !prospectIds.includes(ctx.user.companyId)) {
    prospectIds = [...prospectIds, ctx.user.companyId];
  }
  const writesVisa = prepared.visa
    ? await requireNestedVisaWrite(ctx, prepared.visa, ownerId, existing, partner)
    : false;

  let id = existing?._id ?? newObjectId();
  auditRecord(ctx, id);
  // The form's new-record id, kept with the employee it created: a create sent again (a retry after a lost
  // answer) finds that employee instead of making a second one.
  const draftId = isNew && typeof input._id === 'string' && input._id ? input._id : null;
  if (draftId) prepared.data.draftId = draftId;
  const retried = await ctx.db.transaction(async (tx) => {
    const holder = await passportHolder(
      tx,
      ownerId,
      String(prepared.data.passportNumber ?? existing?.passportNumber ?? ''),
      existing?._id ?? null,
    );
    if (holder && draftId && holder.draftId === draftId) return holder.id;
    if (holder) {
      // The clerk is shown the other record when they may open it; otherwise only that the number is taken.
      const visible = await findEmployee(tx, ctx.scope, holder.id);
      if (!visible) {
        // A partner entering a candidate for the agency learns that the agency holds a number it was not
        // offered: the agency's log shows each such try, and a few per hour are answered, then none.
        auditAlsoFor(ctx, ownerId);
        await ctx.config.rateLimits.take('hiddenPassportsTakenPerUser', ctx.user.id);
      }
      throw new ApiError(VALIDATION_MESSAGES.passportNumberTaken, 'CONFLICT', {
        field: 'passportNumber',
        ...(visible ? { employeeId: holder.id } : {}),
      });
    }
    let visaId = existing?.visaId ?? null;
    let visaNumber = '';
    let employer = '';
    if (prepared.visa && writesVisa) {
      ({ visaId, visaNumber, employer } = await saveEmployeeVisa(tx, ownerId, prepared.visa));
    } else if (visaId) {
      const current = await tx.query<{ visa_number: string; full_name: string }>(
        'SELECT visa_number, full_name FROM visas WHERE id = $1',
        [visaId],
      );
      visaNumber = current.rows[0]?.visa_number ?? '';
      employer = current.rows[0]?.full_name ?? '';
    }
    const data = existing ? mergeGiven(storedData(existing), prepared.data) : prepared.data;
    await saveEmployee(
      tx,
      id,
      { ownerId, status: prepared.status, prospectIds, visaId, visaNumber, employer, data },
      isNew,
    );
    return null;
  });
  if (retried) id = retried;
  const saved = await requireEmployee(ctx, id);
  if (existing && existing.status !== saved.status) {
    const name = [saved.givenName, saved.surName].filter(Boolean).join(' ');
    announceStageChange(ctx, { ownerId: saved.ownerId, name }, existing.status, saved.status);
  }
  return { ...saved, licenceWarning };
}

export async function shortLinkView(
  ctx: ApiContext,
  row: { id: string; link: string; employee_ids: string[] } & ShareLinkSettingsRow,
) {
  // The names of the candidates the caller may still see: a withdrawn offer takes the name off the partner's
  // list, and an agency revoking a partner's link learns nothing of the partner's other candidates.
  const params: unknown[] = [row.employee_ids];
  const { rows } = await ctx.db.query<{ id: string; given_name: string }>(
    `SELECT e.id, e.data ->> 'givenName' AS given_name FROM employees e
      WHERE e.id = ANY($1::text[]) AND ${ctx.scope ? ctx.scope.employees('e', params) : 'TRUE'}
      ORDER BY e.id DESC`,
    params,
  );
  return {
    _id: row.id,
    link: row.link,
    employees: rows.map((e) => ({ _id: e.id, givenName: e.given_name })),
    ...shareLinkSettings(row),
  };
}

export const employeesResolvers: IResolvers = {
  Query: {
    employees: (
      _root,
      args: {
        skip?: number;
        take?: number;
        searchText?: string;
        status?: string;
        link?: string;
        passportExpiresBefore?: string;
        stuckForDays?: number;
      },
      ctx,
    ) =>
      listEmployees(ctx.db, (ctx as SignedInContext).scope, {
        searchText: args.searchText,
        status: args.status,
        prospectId: args.link,
        passportExpiresBefore: checkedDay('passportExpiresBefore', args.passportExpiresBefore),
        stuckForDays: checkedStuckDays(args.stuckForDays),
        ...paging(args.skip, args.take),
      }),
    getEmployee: (_root, args: { input: { _id: string } }, ctx) =>
      requireEmployee(ctx as SignedInContext, args.input._id),
    sharedEmployees: async (_root, args: { link: string; password?: string | null }, ctx) => {
      // Guessing links (or a link's password) is limited by the misses: a client that keeps missing is stopped
      // before it finds one. The try is counted before the link is looked up, so guesses sent at once are too;
      // a link that opens gives its try back.
      const tried = await ctx.config.rateLimits.take('linkMissesPerClient', ctx.request.ip);
      const opened = await openShareLink(ctx.db, args.link, args.password, ctx.config.employeeSharing);
      if (!opened) return [];
      await tried.giveBack();
      await ctx.db.query('UPDATE short_links SET views = views + 1 WHERE link = $1', [args.link]);
      const employees = await employeesByIds(ctx.db, opened.employeeIds);
      return sharedCandidates(ctx.db, employees, { hideContact: opened.hideContact });
    },
    linkedEmployees: async (
      _root,
      args: { agencyId: string; agentId: string; key?: string | null; status?: string | null },
      ctx,
    ) => {
      if (!isObjectId(args.agencyId)) throw badInput('agencyId', 'The agency id must be 24 characters');
      if (!isObjectId(args.agentId)) throw badInput('agentId', 'The agent id must be 24 characters');
      // Public premium list: only an agency's available candidates offered to one of its partner agents. The
      // call sends status new (spec 02 §7) and nothing else is accepted: a visitor who knows two ids must not
      // page through the agency's travelled or contracted workers (§2.1: the list holds candidates of status new).
      if (args.status != null && args.status !== 'new')
        throw badInput('status', 'The public list holds available candidates only');
      const list = { agencyId: args.agencyId, agentId: args.agentId, key: args.key };
      if (!(await mayOpenPublicList(ctx.db, ctx.config, { ip: ctx.request.ip, user: ctx.user }, list)))
        return [];
      const { rows } = await ctx.db.query<{ id: string }>(
        `SELECT e.id FROM employees e
           JOIN company_partners p ON p.company_id = e.owner_id AND p.partner_id = $2
          WHERE e.owner_id = $1 AND e.prospect_ids @> ARRAY[$2]::text[] AND e.status = 'new'
          ORDER BY e.id DESC LIMIT 500`,
        [args.agencyId, args.agentId],
      );
      const employees = await employeesByIds(
        ctx.db,
        rows.map((row) => row.id),
      );
      return sharedCandidates(ctx.db, employees, { hideContact: false });
    },
    shortLinks: async (_root, _args, context) => {
      const ctx = context as SignedInContext;
      const params: unknown[] = [];
      const { rows } = await ctx.db.query<
        { id: string; link: string; employee_ids: string[] } & ShareLinkSettingsRow
      >(
        `SELECT id, link, employee_ids, ${SHARE_LINK_SETTINGS_COLUMNS} FROM short_links
          WHERE ${ctx.scope.owned('company_id', params)}
          ORDER BY id DESC LIMIT 500`,
        params,
      );
      return Promise.all(rows.map((row) => shortLinkView(ctx, row)));
    },
    dashboard: async (_root, _args, context) => {
      const ctx = context as SignedInContext;
      const statusCounts = await countByStatus(ctx.db, ctx.scope);
      return { statusCounts, totalCount: statusCounts.reduce((sum, row) => sum + row.count, 0) };
    },
    morningChecks: async (_root, args: { stuckForDays?: number | null }, context) => {
      const ctx = context as SignedInContext;
      const stuckForDays = checkedStuckDays(args.stuckForDays) ?? DEFAULT_STUCK_DAYS;
      const expiringBefore = passportExpiryCutoff(new Date());
      const [passportsExpiringSoon, stuckEmployees] = await Promise.all([
        countEmployees(ctx.db, ctx.scope, { passportExpiresBefore: expiringBefore }),
        countEmployees(ctx.db, ctx.scope, { stuckForDays }),
      ]);
      return { passportsExpiringSoon, expiringBefore, stuckEmployees, stuckForDays };
    },
  },
  Mutation: {
    createEmployee: (_root, { input }: { input: Record<string, unknown> & { _id?: string } }, ctx) =>
      createEmployee(ctx as SignedInContext, input),
    deleteEmployee: async (_root, { id }: { id: string }, context) => {
      const ctx = context as SignedInContext;
      const params: unknown[] = [id];
      // Deleting is the owner's alone (or Super's, the domain's mayDeleteEmployee): a prospect or partner that may see and edit an employee
      // may not destroy another company's record; to it the id answers like a missing one.
      const result = await ctx.db.query(
        `DELETE FROM employees e WHERE e.id = $1 AND ${ctx.scope.owned('e.owner_id', params)}`,
        params,
      );
      return { affectedRows: result.rowCount };
    },
    assignEmployeeVisa: async (_root, { ids }: { ids: string[] }, context) => {
      const ctx = context as SignedInContext;
      if (ids.length !== 2) throw badInput('ids', 'Give the employee id and the visa id');
      const employee = await requireEmployee(ctx, ids[0]);
      // The visa is the owner's choice: a partner that sees the employee cannot attach or swap it.
      if (writesAsPartner(ctx, employee.ownerId)) throw ownerOnly('visa');
      const visa = await requireVisa(ctx, ids[1]);
      await ctx.db.query(
        'UPDATE employees SET visa_id = $2, visa_number = $3, employer = $4, updated_at = now() WHERE id = $1',
        [employee._id, visa._id, visa.visaNumber, visa.fullName],
      );
      return requireEmployee(ctx, employee._id);
    },
    generateLink: async (_root, { employeeIds }: { employeeIds: string[] }, context) => {
      const ctx = context as SignedInContext;
      if (employeeIds.length === 0) throw badInput('employeeIds', 'Choose at least one employee');
      if (employeeIds.length > 3000) throw badInput('employeeIds', 'At most 3000 employees per link');
      for (const id of new Set(employeeIds)) await requireEmployee(ctx, id);
      const row = { id: newObjectId(), link: newShortLink(), employee_ids: [...new Set(employeeIds)] };
      await ctx.db.query(
        'INSERT INTO short_links (id, link, company_id, employee_ids) VALUES ($1, $2, $3, $4)',
        [row.id, row.link, ctx.user.companyId, row.employee_ids],
      );
      return shortLinkView(ctx, row);
    },
  },
};

export const employeesLoaders = {
  Employee: {
    owner: async (queries: Array<{ obj: EmployeeRecord }>, ctx: ApiContext) => {
      const companies = await companiesByIds(
        ctx.db,
        queries.map((query) => query.obj.ownerId),
      );
      return queries.map((query) => companies.get(query.obj.ownerId) ?? null);
    },
    prospects: async (queries: Array<{ obj: EmployeeRecord }>, ctx: ApiContext) => {
      const companies = await companiesByIds(
        ctx.db,
        queries.flatMap((query) => query.obj.prospectIds),
      );
      // Whom the agency offers a candidate to is the agency's business: a partner sees itself there, no one
      // else (getCompany hides the agency's other partners from it too).
      const me = ctx.user?.companyId;
      const shownTo = (employee: EmployeeRecord) =>
        ctx.scope?.isSuper || employee.ownerId === me
          ? employee.prospectIds
          : employee.prospectIds.filter((id) => id === me);
      return queries.map((query) => shownTo(query.obj).flatMap((id) => companies.get(id) ?? []));
    },
    visa: async (queries: Array<{ obj: EmployeeRecord }>, ctx: ApiContext) => {
      const visas = await visasByIds(
        ctx.db,
        queries.flatMap((query) => (query.obj.visaId ? [query.obj.visaId] : [])),
      );
      return queries.map((query) => (query.obj.visaId ? (visas.get(query.obj.visaId) ?? null) : null));
    },
  },
};
