import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  AFTER_FLIGHT_CHOICES,
  calendarDay,
  formatDate,
  isoDay,
  changeAfterFlightStatus,
  checklistDateField,
  checklistFromStatus,
  checklistStepLabel,
  CHECKLIST_STEPS,
  dateLimits,
  DISCONTINUE_CHOICES,
  discontinueProcess,
  type DiscontinueChoice,
  showAfterFlightPanel,
  showDiscontinuedPanel,
  statusLabel,
  tickStep,
  untickStep,
  type AfterFlightStatus,
  type EmployeeInput,
  type EmployeeValues,
} from '@placement/domain';
import { Button, DateField, Input, Select, TextField } from '@placement/ui';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { FlightDateTimeField } from './FlightDateTimeField';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 16px;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  label {
    display: inline-flex;
    gap: 8px;
    align-items: center;
    min-width: 240px;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const SidePanel = styled.fieldset`
  margin-block-start: 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  legend {
    font-weight: 700;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;

type Form = UseFormReturn<EmployeeInput, unknown, EmployeeValues>;

const today = () => isoDay(calendarDay(new Date()));
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The Current Status tab (spec 02 §2.6): ticking a step ticks every earlier one and moves the status to the
 * next stage, unticking clears it and the later ones; the domain decides both, and which panels show.
 */
export function CurrentStatusTab({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const status = String(form.watch('status') ?? 'new');
  const checklist = checklistFromStatus(status);
  const [discontinueAs, setDiscontinueAs] = useState<DiscontinueChoice>(
    status === 'visa_canceled' ? 'visa_canceled' : 'discontinued',
  );
  const [afterFlight, setAfterFlight] = useState<AfterFlightStatus>('on_good_condition');

  const setStatus = (next: string) => form.setValue('status', next, { shouldDirty: true });
  const setExtra = (values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values))
      form.setValue(`additionalData.${key}` as 'additionalData.notes', value, { shouldDirty: true });
  };

  return (
    <div>
      <Steps aria-label={t('employee.status.checklist')}>
        {CHECKLIST_STEPS.map((step) => {
          const dateField = checklistDateField(step);
          const datePath =
            step === 'visaIssued'
              ? 'embassyProcess.stampedDate'
              : step === 'ticketBooked'
                ? 'flight.flightDateTime'
                : 'flight.arrivedDateTime';
          return (
            <li key={step}>
              <label>
                <input
                  type="checkbox"
                  checked={checklist[step]}
                  onChange={(event) =>
                    setStatus(
                      (event.target.checked ? tickStep(checklist, step) : untickStep(checklist, step)).status,
                    )
                  }
                />
                {checklistStepLabel(step, language)}
              </label>
              {dateField && checklist[step] && (
                <div style={{ minWidth: 220 }}>
                  {dateField.disabled ? (
                    <label>
                      {t(`employee.status.dates.${step}` as 'employee.status.dates.visaIssued')}
                      <Input
                        readOnly
                        disabled
                        dir="ltr"
                        value={formatDate(text(form.watch('embassyProcess.stampedDate')) || null)}
                      />
                    </label>
                  ) : dateField.kind === 'dateTime' ? (
                    <FlightDateTimeField
                      control={form.control}
                      label={t(`employee.status.dates.${step}` as 'employee.status.dates.visaIssued')}
                      min={dateLimits(dateField.limit).min}
                    />
                  ) : (
                    <DateField
                      control={form.control}
                      name={datePath as 'flight.arrivedDateTime'}
                      label={t(`employee.status.dates.${step}` as 'employee.status.dates.visaIssued')}
                      min={dateLimits(dateField.limit).min}
                    />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </Steps>

      {/* The day and remark are the record's own fields: the clerk picks the day (today when left empty). */}
      {showDiscontinuedPanel(checklist, status) && (
        <SidePanel>
          <legend>{t('employee.status.discontinued')}</legend>
          <label>
            {t('employee.status.reason')}
            <Select
              value={discontinueAs}
              onChange={(event) => setDiscontinueAs(event.target.value as DiscontinueChoice)}
            >
              {DISCONTINUE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {statusLabel(choice, language)}
                </option>
              ))}
            </Select>
          </label>
          <DateField
            control={form.control}
            name="additionalData.discontinuedDate"
            label={t('employee.status.date')}
            min={dateLimits('discontinued').min}
          />
          <TextField
            control={form.control}
            name="additionalData.discontinuedRemark"
            label={t('employee.status.remark')}
          />
          <Button
            type="button"
            $variant="danger"
            disabled={status === discontinueAs}
            onClick={() => {
              const change = discontinueProcess(
                text(form.getValues('additionalData.discontinuedDate')) || today(),
                text(form.getValues('additionalData.discontinuedRemark')),
                discontinueAs,
              );
              setStatus(change.status);
              setExtra(change.additionalData as Record<string, string>);
            }}
          >
            {t('employee.status.discontinue')}
          </Button>
          {(status === 'discontinued' || status === 'visa_canceled') && (
            <p role="status">{statusLabel(status, language)}</p>
          )}
        </SidePanel>
      )}

      {showAfterFlightPanel(checklist) && (
        <SidePanel>
          <legend>{t('employee.status.afterFlight')}</legend>
          <label>
            {t('employee.fields.status')}
            <Select
              value={afterFlight}
              onChange={(event) => setAfterFlight(event.target.value as AfterFlightStatus)}
            >
              {AFTER_FLIGHT_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {statusLabel(choice, language)}
                </option>
              ))}
            </Select>
          </label>
          <DateField
            control={form.control}
            name="additionalData.afterFlightStatusDate"
            label={t('employee.status.date')}
            min={dateLimits('afterFlight').min}
          />
          <TextField
            control={form.control}
            name="additionalData.afterFlightStatusRemark"
            label={t('employee.status.remark')}
          />
          <Button
            type="button"
            $variant="outlined"
            onClick={() => {
              const change = changeAfterFlightStatus(
                afterFlight,
                text(form.getValues('additionalData.afterFlightStatusDate')) || today(),
                text(form.getValues('additionalData.afterFlightStatusRemark')),
              );
              setStatus(change.status);
              setExtra(change.additionalData as Record<string, string>);
            }}
          >
            {t('employee.status.changeAfterFlight')}
          </Button>
        </SidePanel>
      )}
    </div>
  );
}
