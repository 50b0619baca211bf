import type { IconPath } from '../IconPath';

export const warningIcon = 'M12 3L2 20h20zM12 10v4M12 17v.5' as IconPath;
