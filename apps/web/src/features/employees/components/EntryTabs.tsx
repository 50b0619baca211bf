import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  COMPLEXIONS,
  CONTRACT_PERIODS,
  COUNTRIES,
  CURRENCIES,
  dateLimits,
  DOCUMENT_TYPES,
  EDUCATION_LEVELS,
  LANGUAGE_LEVELS,
  nationalityOptions,
  newWorkExperienceDefaults,
  PROFESSIONS,
  salaryFieldsShown,
  showsSudanExtras,
  SKILLS,
  type EmployeeInput,
  type EmployeeValues,
} from '@placement/domain';
import {
  Button,
  DateField,
  FieldGrid,
  IconButton,
  MultiSelectField,
  SelectField,
  TextField,
  deleteIcon,
} from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { useEnumOptions } from '../../../app/i18n/useEnumOptions';

type Form = UseFormReturn<EmployeeInput, unknown, EmployeeValues>;

const Group = styled.fieldset`
  margin: 0 0 12px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  legend {
    font-weight: 700;
  }
`;

const ExperienceRow = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(160px, 1fr)) auto;
  gap: 4px 16px;
  align-items: center;
`;

/** Visa Process: the application and visa-issued dates and the labour-ministry ids. */
export function VisaProcessTab({ form }: { form: Form }) {
  const { t } = useTranslation();
  const control = form.control;
  return (
    <FieldGrid>
      <DateField
        control={control}
        name="additionalData.documentReceivedDate"
        label={t('employee.fields.documentReceivedDate')}
        min={dateLimits('applicationDate').min}
      />
      {/* The embassy stamp's day, shown beside "Visa Issued" on the Current Status tab. */}
      <DateField
        control={control}
        name="embassyProcess.stampedDate"
        label={t('employee.fields.visaIssuedDate')}
        min={dateLimits('visaIssued').min}
      />
      <TextField
        control={control}
        name="additionalData.fullNameAmharic"
        label={t('employee.fields.fullNameAmharic')}
      />
      <TextField control={control} name="additionalData.lmisId" label={t('employee.fields.lmisId')} />
      <TextField
        control={control}
        name="additionalData.lmisPassword"
        label={t('employee.fields.lmisPassword')}
        autoComplete="off"
      />
      <TextField control={control} name="additionalData.labourId" label={t('employee.fields.labourId')} />
    </FieldGrid>
  );
}

/**
 * Address & Others: the employee's address, the contact person's, the two witnesses the Kuwait contract prints,
 * and which documents the agency holds for the employee.
 */
export function AddressTab({ form }: { form: Form }) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const control = form.control;
  // Older records hold a country as typed ("ETHIOPIA"); such a value stays choosable as it is.
  const countries = (stored: unknown) => [
    ...options('country', COUNTRIES),
    ...(typeof stored === 'string' && stored && !(COUNTRIES as readonly string[]).includes(stored)
      ? [{ value: stored, label: stored }]
      : []),
  ];
  return (
    <div>
      <Group>
        <legend>{t('employee.fields.address')}</legend>
        <FieldGrid>
          <TextField
            control={control}
            name="address.telephone"
            type="tel"
            label={t('employee.fields.telephone')}
          />
          <TextField
            control={control}
            name="address.alternateTelephone"
            type="tel"
            label={t('employee.fields.alternateTelephone')}
          />
          <TextField control={control} name="address.city" label={t('employee.fields.city')} />
          <TextField
            control={control}
            name="address.streetAddress"
            label={t('employee.fields.streetAddress')}
          />
          <SelectField
            control={control}
            name="address.country"
            label={t('employee.fields.addressCountry')}
            options={countries(form.watch('address.country'))}
            placeholder=""
          />
        </FieldGrid>
      </Group>
      <Group>
        <legend>{t('employee.fields.contactPerson')}</legend>
        <FieldGrid>
          <TextField
            control={control}
            name="contactPerson.displayName"
            label={t('employee.fields.contactName')}
          />
          <TextField control={control} name="contactPerson.kinship" label={t('employee.fields.kinship')} />
          <TextField
            control={control}
            name="contactPerson.address.telephone"
            type="tel"
            label={t('employee.fields.contactTelephone')}
          />
          <TextField
            control={control}
            name="contactPerson.address.city"
            label={t('employee.fields.contactCity')}
          />
          <TextField
            control={control}
            name="contactPerson.address.streetAddress"
            label={t('employee.fields.contactStreet')}
          />
        </FieldGrid>
      </Group>
      {(['first', 'second'] as const).map((which) => (
        <Group key={which}>
          <legend>{t(`employee.fields.${which}Witness`)}</legend>
          <FieldGrid>
            <TextField
              control={control}
              name={`${which}TestimonialName`}
              label={t('employee.fields.witnessName')}
            />
            <TextField
              control={control}
              name={`${which}TestimonialAddress`}
              label={t('employee.fields.witnessAddress')}
            />
            <TextField
              control={control}
              name={`${which}TestimonialTelephone`}
              type="tel"
              label={t('employee.fields.witnessTelephone')}
            />
          </FieldGrid>
        </Group>
      ))}
      <MultiSelectField
        control={control}
        name="documents"
        label={t('employee.fields.documents')}
        options={options('documentType', DOCUMENT_TYPES)}
        allLabel={t('employee.fields.selectAll')}
      />
    </div>
  );
}

/** Skills & Experience: skills, languages, education and the work-experience rows. */
export function SkillsTab({ form }: { form: Form }) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const control = form.control;
  const rows = useFieldArray({ control, name: 'workExperience' });
  return (
    <div>
      <FieldGrid>
        <SelectField
          control={control}
          name="education.educationLevel"
          label={t('employee.fields.educationLevel')}
          options={options('educationLevel', EDUCATION_LEVELS)}
          placeholder=""
        />
        <SelectField
          control={control}
          name="education.arabicLanguage"
          label={t('employee.fields.arabicLanguage')}
          options={options('languageLevel', LANGUAGE_LEVELS)}
          placeholder=""
        />
        <SelectField
          control={control}
          name="education.englishLanguage"
          label={t('employee.fields.englishLanguage')}
          options={options('languageLevel', LANGUAGE_LEVELS)}
          placeholder=""
        />
        <TextField
          control={control}
          name="education.fieldOfStudy"
          label={t('employee.fields.fieldOfStudy')}
        />
        <TextField
          control={control}
          name="education.yearCompleted"
          label={t('employee.fields.referenceNumber')}
        />
        <TextField control={control} name="education.educationQG" label={t('employee.fields.educationQG')} />
      </FieldGrid>
      <MultiSelectField
        control={control}
        name="education.skills"
        label={t('employee.fields.skills')}
        options={options('skill', SKILLS)}
        allLabel={t('employee.fields.selectAll')}
      />
      <h3>{t('employee.fields.workExperience')}</h3>
      {rows.fields.map((row, index) => (
        <ExperienceRow key={row.id}>
          <TextField
            control={control}
            name={`workExperience.${index}.country`}
            label={t('employee.fields.country')}
          />
          <SelectField
            control={control}
            name={`workExperience.${index}.profession`}
            label={t('employee.fields.profession')}
            options={options('profession', PROFESSIONS)}
          />
          <SelectField
            control={control}
            name={`workExperience.${index}.years`}
            label={t('employee.fields.years')}
            options={options('contractPeriod', CONTRACT_PERIODS)}
          />
          <IconButton
            icon={deleteIcon}
            label={t('employee.fields.removeExperience')}
            onClick={() => rows.remove(index)}
          />
        </ExperienceRow>
      ))}
      <Button
        type="button"
        $variant="outlined"
        onClick={() =>
          rows.append(newWorkExperienceDefaults() as NonNullable<EmployeeInput['workExperience']>[number])
        }
      >
        {t('employee.fields.addExperience')}
      </Button>
    </div>
  );
}

/** CV: contract, appearance, pay (hidden for Kuwait, whose contract fixes it) and notes. */
export function CvTab({ form }: { form: Form }) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const control = form.control;
  const appliedCountry = form.watch('additionalData.appliedCountry');
  const { user } = useCurrentUser();
  const company = user?.company ?? null;
  return (
    <FieldGrid>
      <SelectField
        control={control}
        name="additionalData.pastNationality"
        label={t('employee.fields.pastNationality')}
        options={options('nationality', nationalityOptions(company))}
        placeholder=""
      />
      {/* A sudan agency keeps medical insurance and exchange rate in these two fields, on Passport Data. */}
      {!showsSudanExtras(company) && (
        <>
          <TextField control={control} name="additionalData.height" label={t('employee.fields.height')} />
          <TextField control={control} name="additionalData.weight" label={t('employee.fields.weight')} />
        </>
      )}
      <SelectField
        control={control}
        name="additionalData.contractPeriod"
        label={t('employee.fields.contractPeriod')}
        options={options('contractPeriod', CONTRACT_PERIODS)}
      />
      <SelectField
        control={control}
        name="additionalData.complexion"
        label={t('employee.fields.complexion')}
        options={options('complexion', COMPLEXIONS)}
      />
      {salaryFieldsShown(typeof appliedCountry === 'string' ? appliedCountry : null) && (
        <>
          <TextField
            control={control}
            name="additionalData.salary"
            type="number"
            label={t('employee.fields.salary')}
          />
          <SelectField
            control={control}
            name="additionalData.currency"
            label={t('employee.fields.currency')}
            options={options('currency', CURRENCIES)}
          />
        </>
      )}
      <TextField
        control={control}
        name="additionalData.numberOfChildren"
        type="number"
        label={t('employee.fields.numberOfChildren')}
      />
      <TextField control={control} name="education.remarks" multiline label={t('employee.fields.cvRemark')} />
      <TextField control={control} name="additionalData.notes" multiline label={t('employee.fields.notes')} />
    </FieldGrid>
  );
}
