import { menuItemHref, type MenuItem } from '@placement/domain';
import type { Language } from '../theme/Theme';
import type { MenuEntry } from './MenuEntry';

/**
 * The side menu's entries from the domain's menu model (menuFor: roles and company kind decide the items).
 * `newRecordId` is the fresh 10-character id "add new" links open, as the spec's web app makes them.
 */
export function menuEntriesFrom(
  items: readonly MenuItem[],
  language: Language,
  newRecordId: string,
): MenuEntry[] {
  return items.map((item) => ({
    id: item.id,
    label: item.label[language],
    icon: item.icon,
    href: menuItemHref(item, newRecordId),
    action: item.action,
    children: item.children ? menuEntriesFrom(item.children, language, newRecordId) : undefined,
  }));
}
