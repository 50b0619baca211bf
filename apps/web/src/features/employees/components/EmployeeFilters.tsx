import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ALL_COMPANIES_ID,
  LIST_FILTER_STATUSES,
  statusLabel,
  type PickerCompany,
  type StatusFilterValue,
} from '@placement/domain';
import { CompanyPicker, Input, Select } from '@placement/ui';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';

const Panel = styled.details`
  margin-block-end: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  summary {
    padding: 10px 14px;
    cursor: pointer;
    font-weight: 700;
  }
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  padding: 0 14px 14px;
  & > * {
    flex: 1;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 220px;
    flex: 1;
  }
`;

export interface ListFilter {
  searchText: string;
  status: StatusFilterValue;
  office: string;
}

export interface EmployeeFiltersProps {
  filter: ListFilter;
  onChange: (filter: ListFilter) => void;
  /**
   * The company picker's choices ('All' first) of foreign offices (or, for sudan companies on /app/coms,
   * agents); null hides the picker for users who cannot filter by office.
   */
  offices: readonly PickerCompany[] | null;
  officesLoading?: boolean;
  officeLabel: string;
  showStatus: boolean;
  onOpen?: () => void;
}

/** The collapsible "Search or Filter List" of spec 01 §2: office, status and text search. */
export function EmployeeFilters({
  filter,
  onChange,
  offices,
  officesLoading = false,
  officeLabel,
  showStatus,
  onOpen,
}: EmployeeFiltersProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const id = useId();
  return (
    <Panel onToggle={(event) => (event.currentTarget.open ? onOpen?.() : undefined)}>
      <summary>{t('employees.filterTitle')}</summary>
      <Fields>
        {offices && (
          <CompanyPicker
            id={`${id}-office`}
            label={officeLabel}
            options={offices}
            loading={officesLoading}
            value={filter.office || ALL_COMPANIES_ID}
            onChange={(office) =>
              onChange({ ...filter, office: office === ALL_COMPANIES_ID ? '' : (office ?? '') })
            }
          />
        )}
        {showStatus && (
          <label htmlFor={`${id}-status`}>
            {t('employees.status')}
            <Select
              id={`${id}-status`}
              value={filter.status}
              onChange={(event) => onChange({ ...filter, status: event.target.value as StatusFilterValue })}
            >
              {LIST_FILTER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status, language)}
                </option>
              ))}
            </Select>
          </label>
        )}
        <label htmlFor={`${id}-search`}>
          {t('employees.searchLabel')}
          <Input
            id={`${id}-search`}
            type="search"
            value={filter.searchText}
            placeholder={t('employees.searchPlaceholder')}
            onChange={(event) => onChange({ ...filter, searchText: event.target.value })}
          />
        </label>
      </Fields>
    </Panel>
  );
}
