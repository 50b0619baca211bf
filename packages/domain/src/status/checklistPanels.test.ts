import { describe, expect, it } from 'vitest';
import {
  AFTER_FLIGHT_CHOICES,
  checklistDateField,
  showAfterFlightPanel,
  showDiscontinuedPanel,
} from './checklistPanels';
import { checklistFromStatus, EMPTY_CHECKLIST } from './currentStatusChecklist';

describe('Process Discontinued panel', () => {
  it.each([
    ['new', false],
    ['contract_process', true],
    ['labour_process', true],
    ['flight_booked', true],
    ['traveled', false],
    ['on_good_condition', false],
  ])('for an employee at %s shows: %s', (status, shown) => {
    expect(showDiscontinuedPanel(checklistFromStatus(status), status)).toBe(shown);
  });

  it('shows for a discontinued employee even with nothing ticked', () => {
    expect(showDiscontinuedPanel(EMPTY_CHECKLIST, 'discontinued')).toBe(true);
  });

  it('shows for an employee whose visa was canceled, so the clerk sees why', () => {
    expect(showDiscontinuedPanel(checklistFromStatus('visa_canceled'), 'visa_canceled')).toBe(true);
  });
});

describe('Change After Flight Status panel', () => {
  it('shows only when Working Well is ticked', () => {
    expect(showAfterFlightPanel(checklistFromStatus('traveled'))).toBe(false);
    expect(showAfterFlightPanel(checklistFromStatus('on_good_condition'))).toBe(true);
    expect(showAfterFlightPanel(checklistFromStatus('returned'))).toBe(true);
  });

  it('offers the five after-flight statuses', () => {
    expect(AFTER_FLIGHT_CHOICES).toEqual([
      'on_good_condition',
      'lost',
      'returned',
      'has_complain',
      'contract_completed',
    ]);
  });
});

describe('checklist date fields', () => {
  it('Visa Issued shows a disabled issued date', () => {
    expect(checklistDateField('visaIssued')).toMatchObject({
      kind: 'date',
      disabled: true,
      label: 'Issued Date',
    });
  });

  it('Ticket Booked shows a flight date and time', () => {
    expect(checklistDateField('ticketBooked')).toMatchObject({
      kind: 'dateTime',
      path: 'flight.flightDateTime',
    });
  });

  it('Working Well shows an On Date', () => {
    expect(checklistDateField('workingWell')).toMatchObject({
      kind: 'date',
      label: 'On Date',
      disabled: false,
    });
  });

  it('other steps show no date', () => {
    expect(checklistDateField('selected')).toBeUndefined();
    expect(checklistDateField('traveled')).toBeUndefined();
  });
});
