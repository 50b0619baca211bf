import { cvFileName, saveFile } from './downloadCv';

/**
 * Download CV for a visitor of a share link: the server prints the CV at its place on the link as the link
 * shows it (without names or passport on a hide-contact link) and counts the download; the browser saves it
 * under the candidate's given name, or numbered (cv-2.pdf) when the link hides names, so a second download
 * does not overwrite the first. Rejects with the server's message.
 */
export async function downloadSharedCv(
  link: string,
  password: string | null,
  employee: { number: number; givenName?: string | null },
): Promise<void> {
  const response = await fetch(`/api/shared/${encodeURIComponent(link)}/cv/${employee.number}`, {
    headers: password ? { 'x-share-password': password } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'The CV could not be downloaded');
  }
  saveFile(await response.blob(), cvFileName(employee.givenName, employee.number));
}
