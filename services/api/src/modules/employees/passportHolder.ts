import type { Queryable } from '../../db/Database';

/**
 * The owner's other employee holding this passport number, if any, read under a lock on the owner and the number
 * so two saves of the same passport at once (a double click, a retried request) cannot both see it free.
 * Returns the other employee's id and the draft id (the form's 10-character new-record id) it was created from.
 */
export async function passportHolder(
  tx: Queryable,
  ownerId: string,
  passportNumber: string,
  exceptId: string | null,
): Promise<{ id: string; draftId: string | null } | null> {
  const passport = passportNumber.trim().toUpperCase();
  if (!passport) return null;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`passport:${ownerId}:${passport}`]);
  const { rows } = await tx.query<{ id: string; draft_id: string | null }>(
    `SELECT id, data->>'draftId' AS draft_id FROM employees
      WHERE owner_id = $1 AND upper(passport_number) = $2 AND ($3::text IS NULL OR id <> $3)
      ORDER BY id LIMIT 1`,
    [ownerId, passport, exceptId],
  );
  return rows[0] ? { id: rows[0].id, draftId: rows[0].draft_id } : null;
}
