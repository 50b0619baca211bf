import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_STEPS,
  checklistFromStatus,
  checklistStepLabel,
  EMPTY_CHECKLIST,
  statusOfChecklist,
  tickStep,
  untickStep,
  type Checklist,
} from './currentStatusChecklist';

const STAGES = [
  'contract_process',
  'medical_process',
  'embassy_process',
  'ossc_process',
  'labour_process',
  'flight_process',
  'flight_booked',
  'traveled',
  'on_good_condition',
];

function ticked(checklist: Checklist): number[] {
  return CHECKLIST_STEPS.flatMap((step, index) => (checklist[step] ? [index] : []));
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

describe('Current Status checklist', () => {
  it('lists the nine steps in order with their labels', () => {
    expect(CHECKLIST_STEPS.map((step) => checklistStepLabel(step))).toEqual([
      'Selected',
      'FMOL Approved Contract',
      'Medically FIT',
      'Visa Issued',
      'Biometrics Completed',
      'LMIS Issued',
      'Ticket Booked',
      'Traveled',
      'Working Well',
    ]);
    expect(checklistStepLabel('visaIssued', 'ar')).toBe('صدرت التأشيرة');
    expect(checklistStepLabel('traveled', 'am')).toBe('ተጉዟል');
  });

  it.each(CHECKLIST_STEPS.map((step, index) => [step, index] as const))(
    'ticking %s on an empty list ticks it and every earlier step',
    (step, index) => {
      const { checklist, status } = tickStep(EMPTY_CHECKLIST, step);
      expect(ticked(checklist)).toEqual(range(index + 1));
      expect(status).toBe(STAGES[index]);
    },
  );

  it.each(CHECKLIST_STEPS.map((step, index) => [step, index] as const))(
    'unticking %s on a full list clears it and every later step',
    (step, index) => {
      const full = checklistFromStatus('on_good_condition');
      const { checklist, status } = untickStep(full, step);
      expect(ticked(checklist)).toEqual(range(index));
      expect(status).toBe(index === 0 ? 'new' : STAGES[index - 1]);
    },
  );

  it('unticking the first step returns the employee to new', () => {
    const started = tickStep(EMPTY_CHECKLIST, 'selected').checklist;
    expect(untickStep(started, 'selected')).toEqual({ checklist: EMPTY_CHECKLIST, status: 'new' });
  });

  it('ticking a step already ticked in the middle keeps later progress', () => {
    const upToFlight = checklistFromStatus('flight_booked');
    expect(tickStep(upToFlight, 'medicallyFit')).toEqual({ checklist: upToFlight, status: 'flight_booked' });
  });

  it.each(STAGES.map((stage, index) => [stage, index] as const))(
    'round trip: the checklist loaded from %s gives the same status back',
    (stage, index) => {
      const checklist = checklistFromStatus(stage);
      expect(ticked(checklist)).toEqual(range(index + 1));
      expect(statusOfChecklist(checklist)).toBe(stage);
      const step = CHECKLIST_STEPS[index];
      if (!step) throw new Error('missing step');
      expect(tickStep(untickStep(checklist, step).checklist, step)).toEqual({ checklist, status: stage });
    },
  );

  it.each([
    ['new', 0],
    ['selected', 1],
    ['lost', 9],
    ['returned', 9],
    ['has_complain', 9],
    ['contract_completed', 9],
    ['discontinued', 0],
    ['visa_canceled', 0],
    ['immigration_verified', 0],
    ['', 0],
  ])('loads %s as %i ticked steps', (status, count) => {
    expect(ticked(checklistFromStatus(status))).toEqual(range(count));
  });
});
