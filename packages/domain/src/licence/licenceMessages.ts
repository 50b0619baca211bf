// The texts users see when their company's licence limits their work (spec 01 §4, §8; spec 02 §4, §8).
// Expired and full-quota messages follow the interface language. The two payment notices are always in
// Amharic: they are written for the agency's Ethiopian office staff, whatever language the screen is in.
export const LICENCE_EXPIRED_MESSAGE = {
  en: 'Your licence has expired. Please renew your licence to continue.',
  ar: 'انتهت صلاحية الترخيص. يرجى تجديد الترخيص للمتابعة.',
  am: 'የፈቃድዎ ጊዜ አብቅቷል። ለመቀጠል እባክዎ ፈቃድዎን ያድሱ።',
} as const;

export const LICENCE_QUOTA_FULL_MESSAGE = {
  en: 'You have used up your registration quota. Please upgrade your licence to register more employees.',
  ar: 'لقد استنفدت الحد المسموح به للتسجيل. يرجى ترقية الترخيص لتسجيل المزيد من العمال.',
  am: 'የተፈቀደልዎን የምዝገባ ኮታ ጨርሰዋል። ተጨማሪ ሠራተኞችን ለመመዝገብ እባክዎ ፈቃድዎን ያሳድጉ።',
} as const;

// "Your annual contract has lapsed. Until payment is made, neither new registration nor printing is possible."
export const LICENCE_RENEW_EXPIRED_MESSAGE =
  'የዓመታዊ የአገልግሎት ውልዎ ጊዜ አልፏል። ክፍያ እስኪፈጸም ድረስ አዲስ ምዝገባ ማድረግም ሆነ ማተም አይቻልም።';

// "Your annual contract is about to end. Unless payment is made the service will stop; please pay soon."
export const LICENCE_RENEWAL_MESSAGE = 'የዓመታዊ የአገልግሎት ውልዎ ሊያበቃ ነው። ክፍያ ካልተፈጸመ አገልግሎቱ ይቋረጣል፤ እባክዎ በቶሎ ይክፈሉ።';
