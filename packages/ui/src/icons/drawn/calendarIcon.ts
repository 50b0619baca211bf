import type { IconPath } from '../IconPath';

export const calendarIcon = 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4' as IconPath;
