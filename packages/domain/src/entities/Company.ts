import type { CompanyType, LicenceState } from '../enums';
import type { EntityId } from './EntityId';

export interface CompanyAddress {
  city?: string | null;
  telephone?: string | null;
  alternateTelephone?: string | null;
  mobile?: string | null;
  alternateMobile?: string | null;
  streetAddress?: string | null;
  country?: string | null;
}

// A linked partner company as a company record lists it.
export interface CompanyPartner {
  _id: EntityId;
  displayName?: string | null;
  email?: string | null;
}

// How other records show a company: an employee's owner and prospects carry just this much.
export interface CompanySummary {
  _id: EntityId;
  displayName?: string | null;
  /** Header image. */
  header?: string | null;
  /** On CVs, seven comma-separated colours. */
  remarks?: string | null;
  address?: Pick<CompanyAddress, 'telephone'> | null;
}

/**
 * An agency (local agency, foreign agent, moderator or sub agent).
 *
 * `licence` is the spec's `{product}License` field (the product's name followed by "License"): expired,
 * quota, renewExpired, renewal, anything else active (licence/licenceState). It is named by what it means so no
 * product name is baked into rules or the API; the GraphQL API sends it as `licence` too.
 */
export interface Company {
  _id: EntityId;
  type?: CompanyType | null;
  displayName?: string | null;
  email?: string | null;
  /** The company-variant marker: non-empty = commission type; 'sudan' and 'sudan2' switch variants (company/). */
  depositAmount?: string | null;
  header?: string | null;
  footer?: string | null;
  /** On CVs, seven comma-separated colours. */
  remarks?: string | null;
  address?: CompanyAddress | null;
  partners?: CompanyPartner[] | null;
  nameAmharic?: string | null;
  managerNameAmharic?: string | null;
  licenseNumber?: string | null;
  licence?: LicenceState | string | null;
  /** The CV template settings: a JSON string or its parsed object (cv-template/parseCvTemplateSettings). */
  cvTemplate?: string | Record<string, unknown> | null;
}

// Foreign-agent and local-agency records as their own lists return them.
export interface ForeignAgent {
  _id: EntityId;
  displayName?: string | null;
  email?: string | null;
  address?: CompanyAddress | null;
  partners?: CompanyPartner[] | null;
}

export type LocalAgency = ForeignAgent;
