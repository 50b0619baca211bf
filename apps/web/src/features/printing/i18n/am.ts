import type { printingEn } from './en';

export const printingAm: typeof printingEn = {
  cancel: 'ሰርዝ',
  download: 'አውርድ',
  restarting: '{{label}}: የማተሚያ አገልግሎቱ ቆሟል፤ ከመጀመሪያው እንደገና በመጀመር ላይ',
  cvBatch: {
    menu: 'የሥራ ታሪኮችን አውርድ',
    pdf: 'የ{{count}} ሥራ ታሪኮች አንድ PDF',
    zip: 'ZIP: ለእያንዳንዱ ዕጩ አንድ PDF',
    jobLabel: {
      pdf: 'የሥራ ታሪኮች በአንድ PDF ({{count}} ዕጩዎች)',
      zip: 'የሥራ ታሪኮች በZIP ({{count}} ዕጩዎች)',
    },
  },
  entry: {
    menu: 'አትም/አውርድ',
    firstPage: 'የመጀመሪያ ገጽ',
    contractTranslation: 'የውል ትርጉም',
    kuwaitContract: 'የኩዌት ውል',
    jobLabel: '{{document}} — {{name}}',
    preview: {
      firstPage: 'የመጀመሪያ ገጽ አትም',
      contractTranslation: 'የውል ትርጉም አትም',
      kuwaitContract: 'የኩዌት ውል አትም',
    },
    download: {
      firstPage: 'የመጀመሪያ ገጽ አውርድ',
      contractTranslation: 'የውል ትርጉም አውርድ',
      kuwaitContract: 'የኩዌት ውል አውርድ',
    },
  },
  warnings: {
    title: 'ከማተምዎ በፊት ያረጋግጡ፦ {{document}}',
    intro: 'መዝገቡ ሁሉም እውነት ሊሆኑ የማይችሉ መረጃዎችን ይዟል፤ ሰነዱ ከነዚህ አንዱን እንደ እውነት ያትማል፦',
    fix: 'መዝገቡን አስተካክል',
    printAnyway: 'ቢሆንም አትም',
  },
  letters: {
    title: 'የማስተካከያ ደብዳቤዎች ({{count}} ሠራተኞች)',
    type: 'የደብዳቤ ዓይነት',
    reason: 'ምክንያት',
    date: 'የደብዳቤ ቀን',
    number: 'የደብዳቤ ቁጥር',
    addressee: 'የተላከለት',
    refused: 'ይህ ደብዳቤ ለሚከተሉት የተመረጡ ሠራተኞች ({{count}}) ሊታተም አይችልም፦',
    refusedMore: 'እና ሌሎች {{count}}',
    print: 'ደብዳቤዎችን አትም',
  },
  reports: {
    title: 'የሁኔታ ሪፖርት',
    status: 'ሁኔታ',
    from: 'ከ',
    to: 'እስከ',
    letterDate: 'የደብዳቤ ቀን',
    letterNumber: 'የደብዳቤ ቁጥር',
    addressee: 'የተላከለት',
    show: 'አሳይ',
    download: 'ሪፖርቱን አውርድ',
    empty: 'ሁኔታውን፣ ቀኖቹን እና ደብዳቤውን መርጠው አሳይ ይጫኑ፤ ሪፖርቱ እዚህ ይታያል።',
    preview: 'የሁኔታ ሪፖርት ቅድመ እይታ',
    job: 'የሁኔታ ሪፖርት',
  },
};
