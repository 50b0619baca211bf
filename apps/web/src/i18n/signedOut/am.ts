import type { SignedOutCatalogue } from './en';

export const signedOutAm: SignedOutCatalogue = {
  app: {
    name: 'ፕሌስመንት',
    loading: 'በመጫን ላይ…',
    error: 'የሆነ ችግር ተፈጥሯል',
    errorDetail: 'ገጹን ማሳየት አልተቻለም። ገጹን እንደገና ይጫኑ ወይም ወደ መጀመሪያው ይመለሱ።',
    reload: 'እንደገና ጫን',
    uploaded: 'በተሳካ ሁኔታ ተጭኗል',
    fileRemoved: 'ፋይሉ ተወግዷል',
  },
  preferences: {
    language: 'ቋንቋ',
    darkMode: 'ጨለማ ገጽታ',
  },
  login: {
    title: 'ግባ',
    email: 'ኢሜይል',
    password: 'የይለፍ ቃል',
    submit: 'ግባ',
    forgotPassword: 'የይለፍ ቃል ረሱ?',
    signUp: 'መለያ የለዎትም? ይመዝገቡ',
    captcha: 'ማረጋገጫ',
    captchaWaiting: 'ሰው መሆንዎን በማረጋገጥ ላይ…',
    or: 'ወይም',
    withGoogle: 'በGoogle ይግቡ',
    registerWithGoogle: 'በGoogle ይመዝገቡ',
    providerCompleting: 'እያስገባዎት ነው…',
    providerCancelled: 'መግባቱ በማንነት አቅራቢው ተሰርዟል',
    providerNotStartedHere: 'ይህ መግቢያ በዚህ ገጽ አልተጀመረም፦ እንደገና ይጀምሩ',
  },
  account: {
    signedOut: 'ወጥተዋል',
  },
  pages: {
    login: 'ግባ',
    register: 'ይመዝገቡ',
    forgotPassword: 'የይለፍ ቃል ረሳሁ',
    resetPassword: 'የይለፍ ቃል ቀይር',
    verify: 'ኢሜይል አረጋግጥ',
    statusTracking: 'ሁኔታ መከታተያ',
    home: 'መነሻ',
  },
  // The forms' messages, which /login shows too (the rest of `public` loads with the other signed-out pages).
  public: {
    validation: {
      required: 'ያስፈልጋል',
      minLength: 'ቢያንስ {{count}} ቁምፊዎች መሆን አለበት',
      maxLength: 'ከ{{count}} ቁምፊዎች መብለጥ የለበትም',
      emailInvalid: 'ትክክል ያልሆነ የኢሜይል አድራሻ',
      passwordsMustMatch: 'የይለፍ ቃሎቹ መመሳሰል አለባቸው',
      countryNotInList: 'ከዝርዝሩ አገር ይምረጡ',
    },
  },
};

// The signed-out pages' components' words come in the same chunk (app/i18n/words.ts).
export { uiTextSignedOutAm } from '@placement/ui/words/am';
