import { newObjectId } from '@placement/domain';
import type { Queryable } from '../../db/Database';
import { saveVisa } from '../visas/repository';
import { visaWrite } from '../visas/visaWrite';

/**
 * The visa typed on an employee, saved in the same transaction: the owner's visa with that number is updated,
 * or a new one is made. Returns what the employee row keeps of it (id, number, employer for the list's search).
 */
export async function saveEmployeeVisa(tx: Queryable, ownerId: string, visa: Record<string, unknown>) {
  const write = visaWrite(visa, null, 'visa');
  const found = await tx.query<{ id: string }>(
    'SELECT id FROM visas WHERE owner_id = $1 AND visa_number = $2 ORDER BY id DESC LIMIT 1',
    [ownerId, write.visaNumber],
  );
  const visaId = found.rows[0]?.id ?? newObjectId();
  await saveVisa(tx, visaId, ownerId, write, !found.rows[0]);
  return { visaId, visaNumber: write.visaNumber, employer: write.fullName };
}
