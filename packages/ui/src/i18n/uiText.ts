// The few words the components show themselves. Screen text comes in through props; the web app's i18next
// catalogues will own everything else.
export interface UiText {
  search: string;
  refresh: string;
  accountMenu: string;
  myAccount: string;
  settings: string;
  logOut: string;
  whatsAppSupport: string;
  openDrawer: string;
  closeDrawer: string;
  mainMenu: string;
  rowsPerPage: string;
  all: string;
  total: string;
  selectAll: string;
  selectRow: string;
  selected: string;
  deselect: string;
  previousPage: string;
  nextPage: string;
  loading: string;
  noMatch: string;
  cancel: string;
  delete: string;
  continue: string;
  areYouSure: string;
  deletePermanently: string;
  irreversible: string;
  showPassword: string;
  hidePassword: string;
  country: string;
  chooseFile: string;
  removeFile: string;
  fileTooLarge: string;
  back: string;
  next: string;
  notFound: string;
  backToHome: string;
  language: string;
  darkMode: string;
  lightMode: string;
  dismiss: string;
  clearDate: string;
  notifications: string;
  ofTotal: string;
  noAgentAssigned: string;
  actions: string;
  close: string;
  progress: string;
  sharedLinks: string;
  copyLink: string;
  linkCopied: string;
  email: string;
  emailNotCorrect: string;
  shareByEmail: string;
  shareOnWhatsApp: string;
  candidates: string;
  month: string;
  year: string;
  tabHasErrors: string;
  saveBlocked: string;
}

/** English: the default, in every bundle that shows a component. */
export const uiTextEn: UiText = {
  search: 'Search',
  refresh: 'Refresh',
  accountMenu: 'Account',
  myAccount: 'My account',
  settings: 'Settings',
  logOut: 'Log out',
  whatsAppSupport: 'WhatsApp support',
  openDrawer: 'Open menu',
  closeDrawer: 'Close menu',
  mainMenu: 'Main menu',
  rowsPerPage: 'Rows per page',
  all: 'All',
  total: 'Total',
  selectAll: 'Select All',
  selectRow: 'Select',
  selected: 'Selected',
  deselect: 'Deselect',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  loading: 'Loading…',
  noMatch: 'No match',
  cancel: 'Cancel',
  delete: 'Delete',
  continue: 'Continue',
  areYouSure: 'Are you sure?',
  deletePermanently: 'This data will be deleted permanently.',
  irreversible: 'Taking this action is irreversible.',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  country: 'Country',
  chooseFile: 'Choose file',
  removeFile: 'Remove',
  fileTooLarge: "File size can't exceeds 1Mb",
  back: 'Back',
  next: 'Next',
  notFound: "Oops. Looks like the page you're looking for no longer exists",
  backToHome: 'Back to Home',
  language: 'Language',
  darkMode: 'Dark mode',
  lightMode: 'Light mode',
  dismiss: 'Dismiss',
  clearDate: 'Clear the date',
  notifications: 'Notifications',
  ofTotal: 'of',
  noAgentAssigned: 'NO AGENT ASSIGNED',
  actions: 'Actions',
  close: 'Close',
  progress: 'Progress',
  sharedLinks: 'Shared Links',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  email: 'Email',
  emailNotCorrect: 'Email is not correct',
  shareByEmail: 'Share by email',
  shareOnWhatsApp: 'Share on WhatsApp',
  candidates: 'Candidates',
  month: 'Month',
  year: 'Year',
  tabHasErrors: 'has fields to correct',
  saveBlocked: 'Fill in the required fields and correct the marked ones: press Save to see them',
};
