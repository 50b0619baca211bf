import type { AppliedCountry } from '../enums/appliedCountry';

// The main cities of the destination countries, as clerks type them on a visa (English spellings and their usual
// variants, and the Arabic names). Used to notice a visa city that lies in another country than the document
// says; a city not listed is simply not judged.
const CITIES: Readonly<Record<AppliedCountry, readonly string[]>> = {
  saudi_arabia: [
    'riyadh',
    'riyad',
    'jeddah',
    'jiddah',
    'jedda',
    'mecca',
    'makkah',
    'makka',
    'medina',
    'madinah',
    'madina',
    'dammam',
    'khobar',
    'al khobar',
    'dhahran',
    'taif',
    'tabuk',
    'buraidah',
    'buraydah',
    'qassim',
    'abha',
    'khamis mushait',
    'hail',
    'jizan',
    'jazan',
    'najran',
    'al ahsa',
    'hofuf',
    'jubail',
    'yanbu',
    'al kharj',
    'الرياض',
    'جدة',
    'مكة',
    'مكة المكرمة',
    'المدينة',
    'المدينة المنورة',
    'الدمام',
    'الخبر',
    'الطائف',
    'تبوك',
    'بريدة',
    'أبها',
    'حائل',
    'جازان',
    'نجران',
    'الأحساء',
    'الجبيل',
    'ينبع',
  ],
  kuwait: [
    'kuwait',
    'kuwait city',
    'hawalli',
    'salmiya',
    'salmiyah',
    'farwaniya',
    'farwaniyah',
    'jahra',
    'ahmadi',
    'mubarak al kabeer',
    'fahaheel',
    'mangaf',
    'jabriya',
    'الكويت',
    'مدينة الكويت',
    'حولي',
    'السالمية',
    'الفروانية',
    'الجهراء',
    'الأحمدي',
    'مبارك الكبير',
    'الفحيحيل',
  ],
  uae: [
    'dubai',
    'abu dhabi',
    'sharjah',
    'ajman',
    'al ain',
    'ras al khaimah',
    'fujairah',
    'umm al quwain',
    'دبي',
    'أبوظبي',
    'أبو ظبي',
    'الشارقة',
    'عجمان',
    'العين',
    'رأس الخيمة',
    'الفجيرة',
  ],
  qatar: ['doha', 'al rayyan', 'al wakrah', 'al khor', 'الدوحة', 'الريان', 'الوكرة', 'الخور'],
  bahrain: ['manama', 'muharraq', 'riffa', 'المنامة', 'المحرق', 'الرفاع'],
  jordan: ['amman', 'irbid', 'zarqa', 'aqaba', 'عمان', 'إربد', 'الزرقاء', 'العقبة'],
  lebanon: [
    'beirut',
    'tripoli',
    'sidon',
    'saida',
    'tyre',
    'jounieh',
    'بيروت',
    'طرابلس',
    'صيدا',
    'صور',
    'جونيه',
  ],
};

/** Lower case, hyphens and dots as spaces, one space between words, so "Al-Khobar" finds "al khobar". */
function normalised(city: string): string {
  return city
    .toLowerCase()
    .replace(/[-_.,]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

const COUNTRY_OF_CITY = new Map<string, AppliedCountry>(
  Object.entries(CITIES).flatMap(([country, cities]) =>
    cities.map((city) => [normalised(city), country as AppliedCountry] as const),
  ),
);

/** The destination country a city is in, when it is one of the known cities. */
export function countryOfCity(city: string | null | undefined): AppliedCountry | undefined {
  return city ? COUNTRY_OF_CITY.get(normalised(city)) : undefined;
}
