import type { IconPath } from '../IconPath';

export const editIcon = 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4' as IconPath;
