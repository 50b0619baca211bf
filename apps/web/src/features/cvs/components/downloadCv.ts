import type { ApolloClient } from '@apollo/client';
import { session } from '../../../app/auth/session';
import { RENDER_JOB, REQUEST_RENDER } from '../api/cvOperations';

const POLL_MS = 150;

/** Saves a file the browser already holds under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// The CV's file name is the candidate's given name (spec 02 §9); characters a file system refuses are dropped.
// Without a name (a hide-contact link) it is numbered by the CV's place on the link, so files do not collide.
export function cvFileName(givenName: string | null | undefined, number?: number): string {
  const name = (givenName ?? '').replace(/[\\/:*?"<>|]+/g, ' ').trim();
  return `${name || (number ? `cv-${number}` : 'cv')}.pdf`;
}

/**
 * Download CV: the render service prints the PDF (the same template as on screen, A4), the browser saves it.
 * Rejects with the server's message when the render is refused or fails.
 */
export async function downloadCv(client: ApolloClient, employee: { _id: string; givenName?: string | null }) {
  const requested = await client.mutate({
    mutation: REQUEST_RENDER,
    variables: { input: { kind: 'cv', employeeIds: [employee._id], format: 'pdf' } },
  });
  let job = requested.data?.requestRender;
  while (job && job.status !== 'completed' && job.status !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const polled = await client.query({
      query: RENDER_JOB,
      variables: { id: job.id },
      fetchPolicy: 'network-only',
    });
    job = polled.data?.renderJob ?? undefined;
  }
  if (!job || job.status === 'failed' || !job.downloadUrl)
    throw new Error(job?.error ?? 'The CV could not be printed');
  const token = session.token();
  const response = await fetch(job.downloadUrl, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error('The CV could not be downloaded');
  saveFile(await response.blob(), cvFileName(employee.givenName));
}
