import { useEffect, useState } from 'react';
import { session } from '../../../app/auth/session';

/**
 * Where a CV's photos come from: the signed-in company's private files, a share link (with its password), or
 * the public premium list of an agency for one of its agents (with the key of its link).
 */
export type PhotoSource =
  | { kind: 'own' }
  | { kind: 'shared'; link: string; password?: string | null }
  | { kind: 'linked'; agencyId: string; agentId: string; key: string };

function sourceKey(source: PhotoSource): string {
  if (source.kind === 'own') return 'own';
  if (source.kind === 'linked') return `linked/${source.agencyId}/${source.agentId}/${source.key}`;
  return `shared/${source.link}/${source.password ?? ''}`;
}

function photoRequest(name: string, source: PhotoSource): [string, Record<string, string>] {
  const file = encodeURIComponent(name);
  if (source.kind === 'own') {
    const token = session.token();
    return [`/api/files/${file}`, token ? { authorization: `Bearer ${token}` } : {}];
  }
  if (source.kind === 'linked')
    return [
      `/api/linked/${encodeURIComponent(source.agencyId)}/${encodeURIComponent(source.agentId)}/files/${file}`,
      { 'x-public-list-key': source.key },
    ];
  return [
    `/api/shared/${encodeURIComponent(source.link)}/files/${file}`,
    source.password ? { 'x-share-password': source.password } : {},
  ];
}

// Photos are private (DESIGN: files are never public), so an <img> cannot load them by address: each is fetched
// with the bearer token or the link's password and shown from a blob URL. Kept for the page's life, so stepping
// back and forth between CVs does not fetch a photo twice.
const cache = new Map<string, Promise<string | null>>();

function fetchPhoto(name: string, source: PhotoSource): Promise<string | null> {
  const key = `${sourceKey(source)}/${name}`;
  let found = cache.get(key);
  if (!found) {
    const [url, headers] = photoRequest(name, source);
    found = fetch(url, { headers })
      .then(async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : null))
      .catch(() => null);
    cache.set(key, found);
  }
  return found;
}

const PHOTO_FIELDS = ['facePhoto', 'standPhoto', 'passportScan'] as const;
type Photos = Partial<Record<(typeof PHOTO_FIELDS)[number], string | null>>;

/** The employee with its photo names replaced by displayable URLs (null until loaded, or when missing). */
export function useCvPhotos<T extends Photos>(employee: T | null | undefined, source: PhotoSource): T | null {
  const [urls, setUrls] = useState<Photos>({});
  const names = PHOTO_FIELDS.map((field) => employee?.[field] ?? '');
  const key = sourceKey(source);
  useEffect(() => {
    let current = true;
    setUrls({});
    void Promise.all(names.map((name) => (name ? fetchPhoto(name, source) : Promise.resolve(null)))).then(
      (loaded) => {
        if (current) setUrls(Object.fromEntries(PHOTO_FIELDS.map((field, i) => [field, loaded[i]])));
      },
    );
    return () => {
      current = false;
    };
    // The names and the source key are what the photos depend on; the objects themselves change every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...names, key]);
  if (!employee) return null;
  return {
    ...employee,
    facePhoto: urls.facePhoto ?? null,
    standPhoto: urls.standPhoto ?? null,
    passportScan: urls.passportScan ?? null,
  };
}

/** One private picture (the agency's header) as a displayable URL: null while it loads or when there is none. */
export function usePrivatePicture(name: string | null | undefined, source: PhotoSource): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const key = sourceKey(source);
  useEffect(() => {
    let current = true;
    setUrl(null);
    if (name) void fetchPhoto(name, source).then((loaded) => current && setUrl(loaded));
    return () => {
      current = false;
    };
    // The name and the source key are what the picture depends on; the source object changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, key]);
  return url;
}
