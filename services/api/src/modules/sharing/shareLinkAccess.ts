import type { Queryable } from '../../db/Database';
import { ApiError } from '../../errors';
import { verifyPassword } from '../../auth/passwords';
import { TenantScope, type EmployeeSharing } from '../../tenancy/TenantScope';

export const SHARE_PASSWORD_NEEDED = 'This link needs a password';

export interface OpenedShareLink {
  employeeIds: string[];
  hideContact: boolean;
}

/**
 * What a visitor holding a share link may open. A revoked, expired or unknown link is null, so every caller
 * answers it exactly like a missing one; a link with a password opens only with it. What it shows is decided
 * now, not when it was made: only the candidates its company may still see (an agency that withdraws an offer
 * withdraws the partner's links with it), and a link left with none answers like a missing one.
 */
export async function openShareLink(
  db: Queryable,
  link: string,
  password: string | null | undefined,
  sharing: EmployeeSharing,
): Promise<OpenedShareLink | null> {
  const { rows } = await db.query<{
    company_id: string;
    employee_ids: string[];
    hide_contact: boolean;
    password_hash: string | null;
  }>(
    `SELECT company_id, employee_ids, hide_contact, password_hash FROM short_links
      WHERE link = $1 AND revoked_at IS NULL AND (expires_on IS NULL OR expires_on >= CURRENT_DATE)`,
    [link],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.password_hash && !(await verifyPassword(row.password_hash, password ?? ''))) {
    throw new ApiError(SHARE_PASSWORD_NEEDED, 'PASSWORD_REQUIRED', { field: 'password' });
  }
  const params: unknown[] = [row.employee_ids];
  const visible = await db.query<{ id: string }>(
    `SELECT e.id FROM employees e
      WHERE e.id = ANY($1::text[]) AND ${new TenantScope(row.company_id, false, sharing).employees('e', params)}`,
    params,
  );
  const shown = new Set(visible.rows.map((employee) => employee.id));
  const employeeIds = row.employee_ids.filter((id) => shown.has(id));
  if (employeeIds.length === 0) return null;
  return { employeeIds, hideContact: row.hide_contact };
}

/** The link's settings as its agency sees them beside the link. */
export interface ShareLinkSettingsRow {
  revoked_at?: Date | string | null;
  expires_on?: Date | string | null;
  password_hash?: string | null;
  hide_contact?: boolean;
  views?: number;
  downloads?: number;
}

export function shareLinkSettings(row: ShareLinkSettingsRow) {
  const expires = row.expires_on;
  return {
    revoked: Boolean(row.revoked_at),
    expiresOn:
      expires instanceof Date
        ? expires.toISOString().slice(0, 10)
        : expires
          ? String(expires).slice(0, 10)
          : null,
    hasPassword: Boolean(row.password_hash),
    hideContact: row.hide_contact ?? false,
    views: row.views ?? 0,
    downloads: row.downloads ?? 0,
  };
}

export const SHARE_LINK_SETTINGS_COLUMNS =
  'revoked_at, expires_on, password_hash, hide_contact, views, downloads';
