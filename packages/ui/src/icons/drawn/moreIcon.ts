import type { IconPath } from '../IconPath';

export const moreIcon = 'M12 5.5v.01M12 12v.01M12 18.5v.01' as IconPath;
