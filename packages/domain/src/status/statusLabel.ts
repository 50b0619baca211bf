import type { EmployeeStatus } from './EmployeeStatus';
import type { Lang, LangText } from '../enums';

// `all` is not a status but the filters offer it next to the statuses, so it needs a label too.
export type StatusFilterValue = EmployeeStatus | 'all';

export const STATUS_LABELS: Readonly<Record<StatusFilterValue, LangText>> = {
  all: { en: 'All', ar: 'الكل', am: 'ሁሉም' },
  // The spec shows `new` to users as "Available": a new employee is available for selection.
  new: { en: 'Available', ar: 'متاح', am: 'ዝግጁ' },
  selected: { en: 'Selected', ar: 'تم الاختيار', am: 'ተመርጧል' },
  contract_process: { en: 'Contract Process', ar: 'إجراءات العقد', am: 'የውል ሂደት' },
  medical_process: { en: 'Medical Process', ar: 'إجراءات الفحص الطبي', am: 'የሕክምና ምርመራ ሂደት' },
  embassy_process: { en: 'Embassy Process', ar: 'إجراءات السفارة', am: 'የኤምባሲ ሂደት' },
  ossc_process: { en: 'OSSC Process', ar: 'إجراءات مركز الخدمة الشاملة', am: 'የአንድ ማዕከል አገልግሎት ሂደት' },
  labour_process: { en: 'Labour Process', ar: 'إجراءات مكتب العمل', am: 'የሠራተኛ ጉዳይ ሂደት' },
  discontinued: { en: 'Discontinued', ar: 'متوقف', am: 'ተቋርጧል' },
  flight_process: { en: 'Flight Process', ar: 'إجراءات السفر', am: 'የበረራ ሂደት' },
  flight_booked: { en: 'Flight Booked', ar: 'تم حجز الرحلة', am: 'በረራ ተይዟል' },
  traveled: { en: 'Traveled', ar: 'سافر', am: 'ተጉዟል' },
  on_good_condition: { en: 'On Good Condition', ar: 'بحالة جيدة', am: 'በጥሩ ሁኔታ ላይ' },
  lost: { en: 'Lost', ar: 'مفقود', am: 'የጠፋ' },
  returned: { en: 'Returned', ar: 'عاد', am: 'ተመልሷል' },
  has_complain: { en: 'Has Complaint', ar: 'لديه شكوى', am: 'ቅሬታ አለ' },
  contract_completed: { en: 'Contract Completed', ar: 'اكتمل العقد', am: 'ውሉ ተጠናቋል' },
  visa_canceled: { en: 'Visa Canceled', ar: 'تم إلغاء التأشيرة', am: 'ቪዛ ተሰርዟል' },
  available: { en: 'Available', ar: 'متاح', am: 'ዝግጁ' },
  rejected: { en: 'Rejected', ar: 'مرفوض', am: 'ውድቅ ተደርጓል' },
  employee: { en: 'Employee', ar: 'موظف', am: 'ሠራተኛ' },
  arrived: { en: 'Arrived', ar: 'وصل', am: 'ደርሷል' },
  processing: { en: 'Processing', ar: 'قيد المعالجة', am: 'በሂደት ላይ' },
  keep_ready: { en: 'Keep Ready', ar: 'في وضع الاستعداد', am: 'በተጠንቀቅ ላይ' },
  visa_ready: { en: 'Visa Ready', ar: 'التأشيرة جاهزة', am: 'ቪዛ ዝግጁ ነው' },
  on_medical: { en: 'On Medical', ar: 'في الفحص الطبي', am: 'በሕክምና ምርመራ ላይ' },
  on_foreign_affairs: { en: 'On Foreign Affairs', ar: 'في وزارة الخارجية', am: 'በውጭ ጉዳይ ሚኒስቴር' },
  issued: { en: 'Issued', ar: 'صدرت', am: 'ተሰጥቷል' },
  immigration_verified: { en: 'Immigration Verified', ar: 'تم التحقق في الجوازات', am: 'በኢሚግሬሽን ተረጋግጧል' },
  pending: { en: 'Pending', ar: 'قيد الانتظار', am: 'በመጠባበቅ ላይ' },
};

// An unknown value (a record from a newer or older system) is shown as stored rather than hidden.
export function statusLabel(status: string, lang: Lang = 'en'): string {
  const labels = (STATUS_LABELS as Readonly<Record<string, LangText>>)[status];
  return labels ? labels[lang] : status;
}
