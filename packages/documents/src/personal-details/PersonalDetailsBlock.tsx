import { formatDocumentDate, label, purposeOfTravel } from '@placement/domain';
import type { ReactNode } from 'react';
import { BilingualField } from '../shared/BilingualField';
import { CheckBox } from '../shared/CheckBox';
import type { DocumentEmployee } from '../shared/DocumentEmployee';
import { column, flex, INK, SHADE } from '../shared/printStyle';

export interface PersonalDetailsBlockProps {
  employee: DocumentEmployee;
  width: number;
}

/** How the applicant pays the visa fee: agencies pay through the Enjaz e-service once it gave a number. */
const PAYMENT = [
  { key: 'enjaz', en: 'Enjaz e-payment', ar: 'سداد إلكتروني - إنجاز' },
  { key: 'cash', en: 'Cash', ar: 'نقدًا' },
] as const;

function fullName(employee: DocumentEmployee): string {
  return `${employee.givenName ?? ''} ${employee.surName ?? ''}`.trim().toUpperCase();
}

function Heading({ en, ar }: { en: string; ar: string }) {
  return (
    <div
      style={{
        ...flex,
        justifyContent: 'space-between',
        background: SHADE,
        padding: '6px 12px',
        fontSize: 19,
        fontWeight: 700,
      }}
    >
      <div style={flex}>{en}</div>
      <div style={flex}>{ar}</div>
    </div>
  );
}

function Pair({ children }: { children: [ReactNode, ReactNode] }) {
  return (
    <div style={{ ...flex, justifyContent: 'space-between' }}>
      <div style={{ ...flex, width: '48.5%' }}>{children[0]}</div>
      <div style={{ ...flex, width: '48.5%' }}>{children[1]}</div>
    </div>
  );
}

/**
 * The personal-details block of the embassy visa application (spec 02 §2.9 item 3): who travels, on which
 * passport, why, how the fee is paid and where to. Bilingual English/Arabic, values in capitals as the
 * passport prints them.
 */
export function PersonalDetailsBlock({ employee, width }: PersonalDetailsBlockProps) {
  const data = employee.additionalData;
  const paid = (employee.embassyProcess?.enjazNumber ?? '').trim() !== '' ? 'enjaz' : 'cash';
  const destination = [employee.visa?.address?.city, 'Saudi Arabia']
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ')
    .toUpperCase();
  return (
    <div style={{ ...column, width, border: `2px solid ${INK}` }}>
      <Heading en="Personal details" ar="البيانات الشخصية" />
      <div style={{ ...column, padding: '6px 14px 10px' }}>
        <BilingualField en="Full name" ar="الاسم الكامل" value={fullName(employee)} />
        <Pair>
          <BilingualField
            en="Date of birth"
            ar="تاريخ الميلاد"
            value={formatDocumentDate(employee.dateOfBirth)}
          />
          <BilingualField
            en="Place of birth"
            ar="محل الميلاد"
            value={(employee.placeOfBirth ?? '').toUpperCase()}
          />
        </Pair>
        <Pair>
          <BilingualField
            en="Nationality"
            ar="الجنسية"
            value={label('nationality', data?.nationality, 'en').toUpperCase()}
          />
          <BilingualField
            en="Previous nationality"
            ar="الجنسية السابقة"
            value={label('nationality', data?.pastNationality, 'en').toUpperCase()}
          />
        </Pair>
        <Pair>
          <BilingualField en="Sex" ar="الجنس" value={label('sex', employee.sex, 'en').toUpperCase()} />
          <BilingualField
            en="Marital status"
            ar="الحالة الاجتماعية"
            value={label('maritalStatus', data?.maritalStatus, 'en').toUpperCase()}
          />
        </Pair>
        <Pair>
          <BilingualField
            en="Religion"
            ar="الديانة"
            value={label('religion', data?.religion, 'en').toUpperCase()}
          />
          <BilingualField
            en="Profession"
            ar="المهنة"
            value={label('profession', data?.appliedProfession, 'en').toUpperCase()}
          />
        </Pair>
      </div>
      <Heading en="Passport" ar="جواز السفر" />
      <div style={{ ...column, padding: '6px 14px 10px' }}>
        <Pair>
          <BilingualField
            en="Passport No."
            ar="رقم الجواز"
            value={(employee.passportNumber ?? '').toUpperCase()}
          />
          <BilingualField
            en="Place of issue"
            ar="محل الإصدار"
            value={(employee.placeOfIssue ?? '').toUpperCase()}
          />
        </Pair>
        <Pair>
          <BilingualField
            en="Date of issue"
            ar="تاريخ الإصدار"
            value={formatDocumentDate(employee.passportIssueDate)}
          />
          <BilingualField
            en="Date of expiry"
            ar="تاريخ الانتهاء"
            value={formatDocumentDate(employee.passportExpiryDate)}
          />
        </Pair>
      </div>
      <Heading en="Purpose of travel" ar="الغرض من السفر" />
      <div style={{ ...flex, flexWrap: 'wrap', padding: '10px 14px 4px' }}>
        {purposeOfTravel(employee.visa?.visaType).map(({ type, ticked }) => (
          <div key={type} style={{ ...flex, width: '25%', alignItems: 'center', marginBottom: 10 }}>
            <CheckBox ticked={ticked} />
            <div style={{ ...column, marginLeft: 8, fontSize: 16, lineHeight: 1.2 }}>
              <div style={flex}>{label('visaType', type, 'en')}</div>
              <div style={flex}>{label('visaType', type, 'ar')}</div>
            </div>
          </div>
        ))}
      </div>
      <Heading en="Payment and destination" ar="طريقة السداد وجهة الوصول" />
      <div style={{ ...column, padding: '8px 14px 10px' }}>
        <div style={{ ...flex, alignItems: 'center', minHeight: 44 }}>
          {PAYMENT.map((way) => (
            <div key={way.key} style={{ ...flex, alignItems: 'center', width: '46%' }}>
              <CheckBox ticked={paid === way.key} />
              <div style={{ ...flex, marginLeft: 8, fontSize: 17, lineHeight: '30px' }}>{way.en}</div>
              <div style={{ ...flex, marginLeft: 14, fontSize: 17, lineHeight: '30px' }}>{way.ar}</div>
            </div>
          ))}
        </div>
        <BilingualField en="Destination" ar="جهة الوصول" value={destination} />
      </div>
    </div>
  );
}
