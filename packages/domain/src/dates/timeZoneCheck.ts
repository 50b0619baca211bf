// The entry form refuses to work unless the computer is on UTC+3 (Kuwait, Riyadh) or UTC+4 (Abu Dhabi,
// Muscat), because saved dates and flight times are read as local time. The offset is given the way browsers
// report it: Date#getTimezoneOffset() in minutes, positive west of UTC, so UTC+3 is -180.
export const SUPPORTED_TIME_ZONE_OFFSETS = [-180, -240] as const;

export function isSupportedTimeZoneOffset(offsetMinutes: number): boolean {
  return (SUPPORTED_TIME_ZONE_OFFSETS as readonly number[]).includes(offsetMinutes);
}

export const TIME_ZONE_NOTICE = {
  en: "Please set your computer's time zone to UTC+03:00 (Kuwait, Riyadh) or UTC+04:00 (Abu Dhabi, Muscat), then reload the page.",
  ar: 'يرجى ضبط المنطقة الزمنية لجهاز الكمبيوتر على UTC+03:00 (الكويت، الرياض) أو UTC+04:00 (أبوظبي، مسقط)، ثم إعادة تحميل الصفحة.',
  am: 'እባክዎ የኮምፒውተርዎን የሰዓት ሰቅ ወደ UTC+03:00 (ኩዌት፣ ሪያድ) ወይም UTC+04:00 (አቡዳቢ፣ ሙስካት) ያስተካክሉ፤ ከዚያም ገጹን እንደገና ይክፈቱ።',
} as const;
