import type { UploadTypeName } from '@placement/domain';
import { session } from '../auth/session';

export interface StoredPicture {
  /** The stored file, served privately at /api/files/{fileName}; null after a removal. */
  fileName: string | null;
}

const authorization = () => ({ authorization: `Bearer ${session.token() ?? ''}` });

async function answerOf(response: Response): Promise<Record<string, unknown>> {
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(String(answer.message ?? response.statusText));
  return answer;
}

/**
 * Stores an image through POST /api/uploads (the server checks the caller's role, company and record, and
 * points the record at the file). `recordId` is the employee or company; the caller's own for an avatar;
 * none for a medical scan, which a payment names later.
 */
export async function uploadPicture(
  type: UploadTypeName,
  recordId: string,
  image: Blob,
): Promise<StoredPicture> {
  const body = new FormData();
  body.set('id', recordId);
  body.set('type', type);
  body.set('image', image, `${type}.jpg`);
  const answer = await answerOf(
    await fetch('/api/uploads', { method: 'POST', headers: authorization(), body }),
  );
  return { fileName: String(answer.fileName) };
}

/** Deletes a stored file through DELETE /api/uploads; the server also clears every record pointing at it. */
export async function removePicture(fileName: string): Promise<StoredPicture> {
  await answerOf(
    await fetch(`/api/uploads?fileName=${encodeURIComponent(fileName)}`, {
      method: 'DELETE',
      headers: authorization(),
    }),
  );
  return { fileName: null };
}
