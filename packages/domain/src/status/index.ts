export * from './EmployeeStatus';
export * from './statusLabel';
export * from './statusLists';
export * from './currentStatusChecklist';
export * from './checklistPanels';
