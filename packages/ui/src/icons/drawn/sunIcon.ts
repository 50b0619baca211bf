import type { IconPath } from '../IconPath';

export const sunIcon =
  'M12 16a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1' as IconPath;
