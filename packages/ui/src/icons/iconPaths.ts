import * as icons from './icons';

// Every icon by its name, for what names its icon rather than drawing it: the domain's menu model (the side
// menu's entries). A component that draws an icon imports the icon itself (./icons), so this record, every
// icon's path, stays out of the pages that do not show the menu.
export const iconPaths = {
  menu: icons.menuIcon,
  search: icons.searchIcon,
  refresh: icons.refreshIcon,
  account: icons.accountIcon,
  whatsapp: icons.whatsappIcon,
  chevronStart: icons.chevronStartIcon,
  chevronEnd: icons.chevronEndIcon,
  chevronDown: icons.chevronDownIcon,
  dashboard: icons.dashboardIcon,
  people: icons.peopleIcon,
  document: icons.documentIcon,
  visa: icons.visaIcon,
  report: icons.reportIcon,
  settings: icons.settingsIcon,
  close: icons.closeIcon,
  warning: icons.warningIcon,
  eye: icons.eyeIcon,
  eyeOff: icons.eyeOffIcon,
  upload: icons.uploadIcon,
  check: icons.checkIcon,
  moon: icons.moonIcon,
  sun: icons.sunIcon,
  translate: icons.translateIcon,
  home: icons.homeIcon,
  delete: icons.deleteIcon,
  edit: icons.editIcon,
  video: icons.videoIcon,
  share: icons.shareIcon,
  more: icons.moreIcon,
  logout: icons.logoutIcon,
  calendar: icons.calendarIcon,
} as const;

export type IconName = keyof typeof iconPaths;
