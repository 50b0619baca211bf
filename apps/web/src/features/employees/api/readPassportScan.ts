import type { MrzReading } from '@placement/domain';
import { session } from '../../../app/auth/session';

export interface PassportScanReading {
  /** The two machine-readable lines as read, or null when the scan shows none. */
  lines: [string, string] | null;
  reading: MrzReading | null;
}

/**
 * Sends a passport scan to POST /api/passport-scan/mrz, where the server reads its machine-readable lines
 * offline (the scan is not stored by this) and verifies every check digit. A scan under the upload limit is
 * sent as it was chosen, with all its detail; a larger one was shrunk by the dialog to what the engine reads.
 */
export async function readPassportScan(scan: Blob): Promise<PassportScanReading> {
  const body = new FormData();
  body.set('image', scan, 'passport.jpg');
  const response = await fetch('/api/passport-scan/mrz', {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token() ?? ''}` },
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(String(answer.message ?? response.statusText));
  return answer as unknown as PassportScanReading;
}
