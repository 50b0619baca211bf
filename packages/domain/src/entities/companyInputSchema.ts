import { z } from 'zod';
import { COMPANY_TYPES } from '../enums';
import { emailSchema, nameSchema, phoneSchema } from '../validation';
import { cvTemplateAddressProblems } from '../cv-template/cvTemplateAddresses';
import { choice, optionalDay, optionalNumber, optionalText } from './inputFields';

const optionalPhone = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  phoneSchema.optional(),
);

// The company add/save form (type, name, email) and the company profile (createCompany payload). Telephones,
// when given, follow the phone rule. `licence` is the `{product}License` field (see Company).
export const companyInputSchema = z.object({
  _id: z.string().optional(),
  type: choice(COMPANY_TYPES),
  displayName: nameSchema,
  email: emailSchema,
  depositAmount: optionalText(64),
  header: z.string().nullish(),
  footer: z.string().nullish(),
  remarks: optionalText(),
  nameAmharic: optionalText(128),
  managerNameAmharic: optionalText(128),
  licenseNumber: optionalText(64),
  licence: optionalText(32),
  // The licence's terms, set by the platform operator beside its state: registrations allowed and its dates.
  licenceQuota: optionalNumber({ integer: true, min: 0, max: 1_000_000 }),
  licenceStartsOn: optionalDay(),
  licenceEndsOn: optionalDay(),
  // Saved whole by a company's profile too, so its pictures and links follow the CV maker's rule.
  cvTemplate: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullish()
    .superRefine((template, context) => {
      for (const { path, message } of cvTemplateAddressProblems(template)) {
        context.addIssue({ code: 'custom', path, message });
      }
    }),
  address: z
    .object({
      city: optionalText(128),
      telephone: optionalPhone,
      alternateTelephone: optionalPhone,
      mobile: optionalPhone,
      alternateMobile: optionalPhone,
      streetAddress: optionalText(255),
      country: optionalText(128),
    })
    .nullish(),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyValues = z.output<typeof companyInputSchema>;

// Foreign agents and local agencies added from a picker: id, name and email only.
export const partnerCompanyInputSchema = z.object({
  _id: z.string().optional(),
  displayName: nameSchema,
  email: emailSchema,
});
export type PartnerCompanyInput = z.input<typeof partnerCompanyInputSchema>;

// The Sub Agents panel's add form (sudan companies): agent name and telephone.
export const subAgentInputSchema = z.object({ displayName: nameSchema, telephone: phoneSchema });
export type SubAgentInput = z.input<typeof subAgentInputSchema>;

// Linking a partner: the company and the partner; the button is disabled without a chosen partner.
export const linkCompaniesInputSchema = z.object({ ids: z.tuple([z.string().min(1), z.string().min(1)]) });
