import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EmployeeInput, EmployeeValues } from '@placement/domain';
import { Panel, Tabs } from '@placement/ui';
import { CurrentStatusTab } from './CurrentStatusTab';
import { AddressTab, CvTab, SkillsTab, VisaProcessTab } from './EntryTabs';

/** The entry's lower tabs, all kept mounted so that a save checks and sends every tab's fields. */
export function EntryTabsPanel({
  form,
  inactive,
}: {
  form: UseFormReturn<EmployeeInput, unknown, EmployeeValues>;
  /** Dimmed until the employee has been saved once. */
  inactive: boolean;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('status');
  return (
    <Panel $inactive={inactive}>
      <Tabs
        keepMounted
        label={t('pages.employee')}
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'visaProcess',
            label: t('employee.tabs.visaProcess'),
            content: <VisaProcessTab form={form} />,
          },
          { id: 'address', label: t('employee.tabs.address'), content: <AddressTab form={form} /> },
          { id: 'skills', label: t('employee.tabs.skills'), content: <SkillsTab form={form} /> },
          { id: 'cv', label: t('employee.tabs.cv'), content: <CvTab form={form} /> },
          {
            id: 'status',
            label: t('employee.tabs.currentStatus'),
            content: <CurrentStatusTab form={form} />,
          },
        ]}
      />
    </Panel>
  );
}
