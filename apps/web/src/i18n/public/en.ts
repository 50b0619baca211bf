// Words of the signed-out pages (issue 14): home, register, forgot and reset password, e-mail verification and
// the public status lookup, with the form rules' messages (the domain words them in English only). Kept beside
// the main catalogue so each area's words sit together.
export const publicEn = {
  home: {
    slogan: 'Every placement, from passport to arrival, in one place.',
    intro:
      'Placement keeps the records of overseas-employment agencies: employees, visas, CVs, embassy papers and every step until the worker arrives.',
    register: 'Register your agency',
    signIn: 'Sign in',
    aboutHeading: 'Why agencies use it',
    about: {
      keepsEverything: {
        title: 'Keeps everything',
        text: 'Employees, passports, visas, photos and documents stay together, safe and easy to find.',
      },
      mistakeLess: {
        title: 'Mistake less',
        text: 'Dates, passport and visa numbers are checked as you type, so embassy papers come out right the first time.',
      },
      allInOne: {
        title: 'All in one',
        text: 'CVs, contracts, embassy applications, letters and medical payments in one place, shared with your partners.',
      },
      reports: {
        title: 'Reports',
        text: 'Status reports, embassy lists and spreadsheet exports, ready to print.',
      },
      alerts: {
        title: 'Alerts',
        text: 'Expiring passports, employees stuck in a stage and the licence renewal show up before they become a problem.',
      },
    },
    contactHeading: 'Contact us',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    addressText: 'Bole, Addis Ababa, Ethiopia',
    social: 'Follow and message us',
    whatsApp: 'WhatsApp',
    telegram: 'Telegram',
    facebook: 'Facebook',
    youTube: 'YouTube',
    checkStatus: 'Check an application status',
  },
  register: {
    title: 'Register your agency',
    intro: 'Tell us about your agency and we will get back to you.',
    country: 'Choose a country',
    phone: 'Phone',
    name: 'Company name',
    email: 'Email',
    message: 'Message',
    submit: 'Register',
    submitted: 'Your data has been submitted! We will get back to you soon. Have a great day!',
    haveAccount: 'Already have an account? Sign in',
  },
  forgot: {
    title: 'Forgot password',
    intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send reset link',
    sent: 'If an account has this address, a reset link is on its way. It works for one hour.',
    backToSignIn: 'Back to sign in',
  },
  reset: {
    title: 'Choose a new password',
    password: 'New password',
    confirmPassword: 'Confirm password',
    submit: 'Save new password',
    done: 'Password changed. Sign in with your new password.',
    newLink: 'Ask for a new link',
  },
  verify: {
    title: 'Verify e-mail',
    checking: 'Verifying your e-mail address…',
    verified: 'Email verified successfully. You can sign in now.',
    resend: 'Resend verification e-mail',
    resent: 'Email verification successfully resent. Open the new link in it.',
  },
  status: {
    title: 'Check Status',
    intro: 'Enter a passport number or an application number to see where the application stands.',
    searchText: 'Passport or application number',
    submit: 'Check Status',
    name: 'Name',
    current: 'Current status',
    captchaWaiting: 'Checking that you are a person…',
  },
};
