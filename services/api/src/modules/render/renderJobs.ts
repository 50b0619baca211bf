import { RENDER_INTERRUPTED_MESSAGE, RenderQueueUnavailable, type RenderJobState } from '@placement/render';
import type { RoleName } from '@placement/domain';
import type { ApiConfig } from '../../context';
import type { Queryable } from '../../db/Database';
import { notFound } from '../../errors';
import type { TenantScope } from '../../tenancy/TenantScope';
import { visibleEmployeeVersions } from './renderData';
import { renderService } from './renderService';

/** Asking for, following and downloading a print: seeing employees is enough. */
export const RENDER_ROLE: RoleName = 'ViewEmployees';

/** What the API keeps of a request beside the queue's job: whose it is, who is in it, and its file's name. */
export interface RequestRecord {
  companyId: string;
  employeeIds: string[];
  kind: string;
  extension: string;
  fileBase: string;
  /** The download's file name; records written before it existed are named from fileBase. */
  fileName?: string;
}

export function toGraph(state: RenderJobState) {
  return {
    id: state.id,
    status: state.status,
    progress: Math.round(state.progress),
    error: state.error ?? null,
    downloadUrl: state.status === 'completed' ? `/api/renders/${state.id}` : null,
    restarting: state.restarting === true,
  };
}

export async function readRequest(db: Queryable, config: ApiConfig, scope: TenantScope, id: string) {
  const { requests } = renderService(db, config);
  if (!/^[a-zA-Z]+-[0-9a-f]{32}$/u.test(id) || !(await requests.has(`${id}.json`)))
    throw notFound('Render job');
  const record = JSON.parse((await requests.read(`${id}.json`)).toString()) as RequestRecord;
  // Allowed only if the caller may still see every employee in it; a report of nobody only to its company.
  const visible = await visibleEmployeeVersions(db, scope, record.employeeIds);
  if (visible.size !== new Set(record.employeeIds).size) throw notFound('Render job');
  if (record.employeeIds.length === 0 && !scope.isSuper && record.companyId !== scope.companyId)
    throw notFound('Render job');
  return record;
}

/**
 * The job's state: from the queue, or completed when its output outlived the queue's record. `lost` says what
 * a job no queue knows and with no output is: a print asked for and never finished, lost with the process that
 * ran it (the user is told in plain words and may ask again), or nothing (cancelRender's own answer follows).
 */
export async function jobState(
  db: Queryable,
  config: ApiConfig,
  id: string,
  record: RequestRecord,
  lost: 'interrupted' | 'unknown' = 'interrupted',
): Promise<RenderJobState | undefined> {
  const { queue, outputs } = renderService(db, config);
  let unavailable = false;
  const state = await queue.state(id).catch((error: unknown) => {
    if (!(error instanceof RenderQueueUnavailable)) throw error;
    unavailable = true;
    return undefined;
  });
  if (state) return state;
  // The job was removed by age; its output stays.
  const key = `${id}.${record.extension}`;
  if (await outputs.has(key)) return { id, status: 'completed', progress: 100, outputKey: key };
  if (unavailable || lost === 'unknown') return undefined;
  return { id, status: 'failed', progress: 0, error: RENDER_INTERRUPTED_MESSAGE };
}
