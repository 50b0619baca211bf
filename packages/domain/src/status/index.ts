export * from './EmployeeStatus';
export * from './statusLabel';
export * from './statusLists';
export * from './currentStatusChecklist';
export * from './checklistPanels';
export * from './checklistPanelChanges';
export * from './correctionLetterStatus';
export * from './dashboardStatusCards';
