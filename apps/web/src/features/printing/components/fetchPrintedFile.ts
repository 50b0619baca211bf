import { session } from '../../../app/auth/session';

export interface PrintedFile {
  blob: Blob;
  /** The name the API gives the file (spec 02 §9), read from its Content-Disposition. */
  fileName: string;
}

/** The exact UTF-8 name when the header has one (an Amharic letter number), else its ASCII fallback. */
export function dispositionFileName(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/iu.exec(header ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/iu.exec(header ?? '')?.[1] ?? fallback;
}

/** The finished file of a render job, fetched with the user's token (files are never public). */
export async function fetchPrintedFile(downloadUrl: string): Promise<PrintedFile> {
  const token = session.token();
  const response = await fetch(downloadUrl, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error('The file could not be downloaded');
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('content-disposition'), 'document.pdf'),
  };
}

/** Saves a file the browser already holds under its name. */
export function saveFile({ blob, fileName }: PrintedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
