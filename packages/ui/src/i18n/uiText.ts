// The words the components show themselves, in two parts: those the signed-out pages' components show (the
// header's language and light/dark choices, the password field, toasts, loading and the missing page), which every
// page needs, and those only the signed-in screens' components show (tables, menus, dialogs, sharing), which the
// web app loads with the signed-in words (and the other signed-out pages' words) instead of with /login.
// Screen text comes in through props; the web app's i18next catalogues own everything else.
export interface UiTextSignedOut {
  loading: string;
  showPassword: string;
  hidePassword: string;
  notFound: string;
  backToHome: string;
  language: string;
  darkMode: string;
  lightMode: string;
  dismiss: string;
  notifications: string;
}

/** What only the signed-in screens' components (and the other signed-out pages' forms) show. */
export interface UiTextSignedIn {
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
  noMatch: string;
  cancel: string;
  delete: string;
  continue: string;
  areYouSure: string;
  deletePermanently: string;
  irreversible: string;
  country: string;
  chooseFile: string;
  removeFile: string;
  fileTooLarge: string;
  back: string;
  next: string;
  clearDate: string;
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

export type UiText = UiTextSignedOut & UiTextSignedIn;

/** English: the default, in every bundle that shows a component. */
export const uiTextSignedOutEn: UiTextSignedOut = {
  loading: 'Loading…',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  notFound: "Oops. Looks like the page you're looking for no longer exists",
  backToHome: 'Back to Home',
  language: 'Language',
  darkMode: 'Dark mode',
  lightMode: 'Light mode',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
};
