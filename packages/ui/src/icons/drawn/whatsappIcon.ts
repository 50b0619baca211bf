import type { IconPath } from '../IconPath';

export const whatsappIcon =
  'M4 20l1.3-4A8 8 0 1 1 8.2 19zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2L9 8.5z' as IconPath;
