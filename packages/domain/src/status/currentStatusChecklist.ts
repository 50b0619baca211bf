import type { EmployeeStatus } from './EmployeeStatus';
import { isAfterFlightStatus } from './EmployeeStatus';
import type { Lang, LangText } from '../enums';

// The Current Status tab of the employee form (spec 02 §2.6): nine steps, always ticked from the top down.
export const CHECKLIST_STEPS = [
  'selected',
  'fmolApprovedContract',
  'medicallyFit',
  'visaIssued',
  'biometricsCompleted',
  'lmisIssued',
  'ticketBooked',
  'traveled',
  'workingWell',
] as const;

export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];
export type Checklist = Readonly<Record<ChecklistStep, boolean>>;

export const CHECKLIST_STEP_LABELS: Readonly<Record<ChecklistStep, LangText>> = {
  selected: { en: 'Selected', ar: 'تم الاختيار', am: 'ተመርጧል' },
  fmolApprovedContract: {
    en: 'FMOL Approved Contract',
    ar: 'عقد معتمد من وزارة العمل',
    am: 'በሠራተኛና ክህሎት ሚኒስቴር የጸደቀ ውል',
  },
  medicallyFit: { en: 'Medically FIT', ar: 'لائق طبياً', am: 'በሕክምና ብቁ' },
  visaIssued: { en: 'Visa Issued', ar: 'صدرت التأشيرة', am: 'ቪዛ ተሰጥቷል' },
  biometricsCompleted: { en: 'Biometrics Completed', ar: 'اكتملت البصمة', am: 'የባዮሜትሪክስ ምዝገባ ተጠናቋል' },
  lmisIssued: { en: 'LMIS Issued', ar: 'صدر تصريح LMIS', am: 'LMIS ተሰጥቷል' },
  ticketBooked: { en: 'Ticket Booked', ar: 'تم حجز التذكرة', am: 'ትኬት ተቆርጧል' },
  traveled: { en: 'Traveled', ar: 'سافر', am: 'ተጉዟል' },
  workingWell: { en: 'Working Well', ar: 'يعمل بشكل جيد', am: 'በጥሩ ሁኔታ እየሠራ ነው' },
};

export function checklistStepLabel(step: ChecklistStep, lang: Lang = 'en'): string {
  return CHECKLIST_STEP_LABELS[step][lang];
}

// The status an employee reaches once step i is ticked: ticking "Selected" starts the contract process, and
// so on until "Working Well", which means the employee is on good condition abroad.
export const CHECKLIST_STAGE_AFTER_STEP: Readonly<Record<ChecklistStep, EmployeeStatus>> = {
  selected: 'contract_process',
  fmolApprovedContract: 'medical_process',
  medicallyFit: 'embassy_process',
  visaIssued: 'ossc_process',
  biometricsCompleted: 'labour_process',
  lmisIssued: 'flight_process',
  ticketBooked: 'flight_booked',
  traveled: 'traveled',
  workingWell: 'on_good_condition',
};

export interface ChecklistChange {
  checklist: Checklist;
  status: EmployeeStatus;
}

function checklistUpTo(tickedCount: number): Checklist {
  return Object.fromEntries(CHECKLIST_STEPS.map((step, index) => [step, index < tickedCount])) as Record<
    ChecklistStep,
    boolean
  >;
}

export const EMPTY_CHECKLIST: Checklist = checklistUpTo(0);

// Ticking a step also ticks every earlier one: a visa cannot be issued for someone never selected.
// Later steps keep whatever they were, so re-ticking a step in the middle does not lose later progress.
export function tickStep(checklist: Checklist, step: ChecklistStep): ChecklistChange {
  const position = CHECKLIST_STEPS.indexOf(step);
  const next = Object.fromEntries(
    CHECKLIST_STEPS.map((each, index) => [each, index <= position ? true : checklist[each]]),
  ) as Record<ChecklistStep, boolean>;
  return { checklist: next, status: statusOfChecklist(next) };
}

// Unticking a step clears it and every later one; the status falls back to the stage of the step before it,
// or to `new` when "Selected" itself is cleared.
export function untickStep(checklist: Checklist, step: ChecklistStep): ChecklistChange {
  const position = CHECKLIST_STEPS.indexOf(step);
  const next = Object.fromEntries(
    CHECKLIST_STEPS.map((each, index) => [each, index < position ? checklist[each] : false]),
  ) as Record<ChecklistStep, boolean>;
  const previous = position > 0 ? CHECKLIST_STEPS[position - 1] : undefined;
  return { checklist: next, status: previous ? CHECKLIST_STAGE_AFTER_STEP[previous] : 'new' };
}

// The status a checklist stands for: the stage after its last ticked step.
export function statusOfChecklist(checklist: Checklist): EmployeeStatus {
  const lastTicked = [...CHECKLIST_STEPS].reverse().find((step) => checklist[step]);
  return lastTicked ? CHECKLIST_STAGE_AFTER_STEP[lastTicked] : 'new';
}

// On load the tab is filled from the stored status. `selected` ticks the "Selected" step; any after-flight
// status means the employee was working well when it was chosen, so every step is ticked. `discontinued`,
// `visa_canceled` and legacy values do not tell how far the employee got, so nothing is ticked.
export function checklistFromStatus(status: string): Checklist {
  if (status === 'selected') return checklistUpTo(1);
  if (isAfterFlightStatus(status)) return checklistUpTo(CHECKLIST_STEPS.length);
  const stage = CHECKLIST_STEPS.findIndex((step) => CHECKLIST_STAGE_AFTER_STEP[step] === status);
  return checklistUpTo(stage + 1);
}
