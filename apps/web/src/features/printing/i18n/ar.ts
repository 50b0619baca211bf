import type { printingEn } from './en';

export const printingAr: typeof printingEn = {
  cancel: 'إلغاء',
  download: 'تنزيل',
  letters: {
    title: 'خطابات التصحيح ({{count}} من العمالة)',
    type: 'نوع الخطاب',
    reason: 'السبب',
    date: 'تاريخ الخطاب',
    number: 'رقم الخطاب',
    addressee: 'موجه إلى',
    print: 'طباعة الخطابات',
  },
  reports: {
    title: 'تقرير الحالة',
    status: 'الحالة',
    from: 'من',
    to: 'إلى',
    letterDate: 'تاريخ الخطاب',
    letterNumber: 'رقم الخطاب',
    addressee: 'موجه إلى',
    show: 'عرض',
    download: 'تنزيل التقرير',
    empty: 'اختر الحالة والتواريخ والخطاب ثم اضغط عرض: يظهر التقرير هنا.',
    preview: 'معاينة تقرير الحالة',
    job: 'تقرير الحالة',
  },
};
