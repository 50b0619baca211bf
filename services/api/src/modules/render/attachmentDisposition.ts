/**
 * A Content-Disposition header for a download whose name may hold any script (a letter number or an agency
 * name in Amharic or Arabic): an ASCII fallback for old clients plus the exact UTF-8 name (RFC 6266/5987).
 * Node refuses header values outside Latin-1, so the name cannot be put in as it is.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]+/gu, '_').replace(/["\\]/gu, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/gu,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
