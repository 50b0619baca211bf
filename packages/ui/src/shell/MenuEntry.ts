import type { IconName } from '../icons/iconPaths';

// One line of the side menu. The web app builds these from the domain's menu model (roles decide which appear).
export interface MenuEntry {
  id: string;
  label: string;
  icon?: IconName;
  /** A leaf links somewhere; a group has children instead. */
  href?: string;
  /** A leaf that does something instead of linking (e.g. 'signOut'). */
  action?: string;
  children?: MenuEntry[];
}
