import type { printingEn } from './en';

export const printingAr: typeof printingEn = {
  cancel: 'إلغاء',
  download: 'تنزيل',
  restarting: '{{label}}: توقفت خدمة الطباعة؛ تبدأ من جديد',
  cvBatch: {
    menu: 'تنزيل السير الذاتية',
    pdf: 'ملف PDF واحد يضم {{count}} سيرة ذاتية',
    zip: 'ملف ZIP: ملف PDF لكل مرشح',
    jobLabel: {
      pdf: 'السير الذاتية في ملف PDF واحد ({{count}} مرشح)',
      zip: 'السير الذاتية في ملف ZIP ({{count}} مرشح)',
    },
  },
  entry: {
    menu: 'طباعة/تنزيل',
    firstPage: 'الصفحة الأولى',
    contractTranslation: 'ترجمة العقد',
    kuwaitContract: 'عقد الكويت',
    jobLabel: '{{document}} — {{name}}',
    preview: {
      firstPage: 'طباعة الصفحة الأولى',
      contractTranslation: 'طباعة ترجمة العقد',
      kuwaitContract: 'طباعة عقد الكويت',
    },
    download: {
      firstPage: 'تنزيل الصفحة الأولى',
      contractTranslation: 'تنزيل ترجمة العقد',
      kuwaitContract: 'تنزيل عقد الكويت',
    },
  },
  warnings: {
    title: 'تحقق قبل الطباعة: {{document}}',
    intro: 'في السجل بيانات لا يمكن أن تصح كلها معًا، وسيطبع المستند إحداها على أنها حقيقة:',
    fix: 'تصحيح السجل',
    printAnyway: 'الطباعة على أي حال',
  },
  letters: {
    title: 'خطابات التصحيح ({{count}} من العمالة)',
    type: 'نوع الخطاب',
    reason: 'السبب',
    date: 'تاريخ الخطاب',
    number: 'رقم الخطاب',
    addressee: 'موجه إلى',
    refused: 'لا يمكن طباعة هذا الخطاب لعدد {{count}} من العمالة المختارة:',
    refusedMore: 'و{{count}} غيرهم',
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
