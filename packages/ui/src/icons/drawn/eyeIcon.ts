import type { IconPath } from '../IconPath';

export const eyeIcon =
  'M2 12s3.6-7 10-7s10 7 10 7s-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6a3 3 0 0 0 0 6z' as IconPath;
