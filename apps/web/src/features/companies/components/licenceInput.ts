import { agencyTypeOf, depositAmountFor, licenceState } from '@placement/domain';
import type { LicenceValues } from './LicenceFields';

/** A stored company's licence settings as LicenceFields holds them. */
export function licenceValuesOf(company: {
  depositAmount?: string | null;
  licence?: string | null;
  licenceQuota?: number | null;
  licenceStartsOn?: string | null;
  licenceEndsOn?: string | null;
}): LicenceValues {
  return {
    agencyType: agencyTypeOf(company.depositAmount),
    licence: licenceState(company.licence),
    licenceQuota:
      company.licenceQuota === null || company.licenceQuota === undefined ? '' : String(company.licenceQuota),
    licenceStartsOn: company.licenceStartsOn ?? '',
    licenceEndsOn: company.licenceEndsOn ?? '',
  };
}

/** The createCompany fields for LicenceFields' values; `currentDeposit` keeps a commission company's amount. */
export function licenceInput(values: LicenceValues, currentDeposit?: string | null) {
  return {
    depositAmount: depositAmountFor(values.agencyType, currentDeposit),
    licence: values.licence === 'active' ? '' : values.licence,
    licenceQuota: values.licenceQuota.trim() === '' ? null : Number(values.licenceQuota),
    licenceStartsOn: values.licenceStartsOn,
    licenceEndsOn: values.licenceEndsOn,
  };
}
