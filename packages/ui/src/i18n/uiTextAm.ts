import type { UiTextSignedOut } from './uiText';

// A file of its own so a bundle carries this language's words only where it loads them (the web app's
// language chunks), not in the entry every visitor downloads.
export const uiTextSignedOutAm: UiTextSignedOut = {
  loading: 'በመጫን ላይ…',
  showPassword: 'የይለፍ ቃል አሳይ',
  hidePassword: 'የይለፍ ቃል ደብቅ',
  notFound: 'ይቅርታ። የሚፈልጉት ገጽ ከአሁን በኋላ የለም',
  backToHome: 'ወደ መነሻ ተመለስ',
  language: 'ቋንቋ',
  darkMode: 'ጨለማ ገጽታ',
  lightMode: 'ብሩህ ገጽታ',
  dismiss: 'ዝጋ',
  notifications: 'ማሳወቂያዎች',
};
