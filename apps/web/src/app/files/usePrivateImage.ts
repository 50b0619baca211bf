import { useEffect, useState } from 'react';
import { session } from '../auth/session';

// Photos and passport scans are private (DESIGN: files are private): the API serves them only with the
// bearer token, which an <img src> cannot send, so the image is fetched and shown from an object URL.
export function usePrivateImage(fileName: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!fileName) {
      setUrl(null);
      return;
    }
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const token = session.token();
    void fetch(`/api/files/${encodeURIComponent(fileName)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) return;
        objectUrl = URL.createObjectURL(await response.blob());
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileName]);
  return url;
}
