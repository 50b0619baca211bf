import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  COMPLEXIONS,
  CONTRACT_PERIODS,
  CURRENCIES,
  dateLimits,
  EDUCATION_LEVELS,
  LANGUAGE_LEVELS,
  newWorkExperienceDefaults,
  PROFESSIONS,
  salaryFieldsShown,
  SKILLS,
  type EmployeeInput,
  type EmployeeValues,
} from '@placement/domain';
import { Button, DateField, IconButton, MultiSelectField, SelectField, TextField } from '@placement/ui';
import { useEnumOptions } from '../../../app/i18n/useEnumOptions';

type Form = UseFormReturn<EmployeeInput, unknown, EmployeeValues>;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 4px 16px;
`;

const ExperienceRow = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(160px, 1fr)) auto;
  gap: 4px 16px;
  align-items: center;
`;

/** Visa Process: the application date and the labour-ministry ids. */
export function VisaProcessTab({ form }: { form: Form }) {
  const { t } = useTranslation();
  const control = form.control;
  return (
    <Grid>
      <DateField
        control={control}
        name="additionalData.documentReceivedDate"
        label={t('employee.fields.documentReceivedDate')}
        min={dateLimits('applicationDate').min}
      />
      <TextField
        control={control}
        name="additionalData.fullNameAmharic"
        label={t('employee.fields.fullNameAmharic')}
      />
      <TextField control={control} name="additionalData.lmisId" label={t('employee.fields.lmisId')} />
      <TextField control={control} name="additionalData.labourId" label={t('employee.fields.labourId')} />
    </Grid>
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
      <Grid>
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
      </Grid>
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
            icon="delete"
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
  return (
    <Grid>
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
      <TextField control={control} name="additionalData.notes" multiline label={t('employee.fields.notes')} />
    </Grid>
  );
}
