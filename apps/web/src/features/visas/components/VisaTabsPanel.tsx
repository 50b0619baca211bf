import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AGE_CATEGORIES,
  COMPLEXIONS,
  CURRENCIES,
  PROFESSIONS,
  RELIGIONS,
  type VisaInput,
  type VisaValues,
} from '@placement/domain';
import { FieldGrid, Panel, SelectField, Tabs, TextField } from '@placement/ui';
import { useEnumOptions } from '../../../app/i18n/useEnumOptions';
import { VisaFields } from '../../../app/visa/VisaFields';
import { FlagField } from './FlagField';

/** The visa page's tabs: the sponsor's address, and the conditions of the worker the visa asks for. */
export function VisaTabsPanel({ form }: { form: UseFormReturn<VisaInput, unknown, VisaValues> }) {
  const { t } = useTranslation();
  const options = useEnumOptions();
  const [tab, setTab] = useState('address');
  const control = form.control;
  return (
    <Panel>
      <Tabs
        keepMounted
        label={t('pages.visa')}
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'address',
            label: t('visas.sponsorAddress'),
            content: (
              <FieldGrid>
                <VisaFields
                  control={control}
                  prefix=""
                  country="select"
                  labels={{
                    'address.telephone': t('visas.fields.telephone'),
                    'address.city': t('visas.fields.city'),
                    'address.country': t('visas.fields.country'),
                  }}
                />
                <TextField
                  control={control}
                  name="fullNameAmharic"
                  label={t('visas.fields.fullNameAmharic')}
                />
                <TextField control={control} name="cityAmharic" label={t('visas.fields.cityAmharic')} />
              </FieldGrid>
            ),
          },
          {
            id: 'condition',
            label: t('visas.visaCondition'),
            content: (
              <>
                <FieldGrid>
                  <SelectField
                    control={control}
                    name="profession"
                    label={t('visas.fields.profession')}
                    options={options('profession', PROFESSIONS)}
                  />
                  <SelectField
                    control={control}
                    name="religion"
                    label={t('visas.fields.religion')}
                    options={options('religion', RELIGIONS)}
                  />
                  <SelectField
                    control={control}
                    name="ageCategory"
                    label={t('visas.fields.ageCategory')}
                    options={options('ageCategory', AGE_CATEGORIES)}
                  />
                  <SelectField
                    control={control}
                    name="complexion"
                    label={t('visas.fields.complexion')}
                    options={options('complexion', COMPLEXIONS)}
                    placeholder=""
                  />
                  <TextField control={control} name="salary" type="number" label={t('visas.fields.salary')} />
                  <SelectField
                    control={control}
                    name="currency"
                    label={t('visas.fields.currency')}
                    options={options('currency', CURRENCIES)}
                  />
                </FieldGrid>
                <TextField control={control} name="remarks" multiline label={t('visas.fields.remarks')} />
                <div>
                  <FlagField register={form.register} name="firstTime" label={t('visas.fields.firstTime')} />
                  <FlagField
                    register={form.register}
                    name="goodLooking"
                    label={t('visas.fields.goodLooking')}
                  />
                  <FlagField register={form.register} name="writeRead" label={t('visas.fields.writeRead')} />
                </div>
              </>
            ),
          },
        ]}
      />
    </Panel>
  );
}
