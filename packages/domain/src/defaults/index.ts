export * from './newEmployeeDefaults';
export * from './newWorkExperienceDefaults';
export * from './newVisaDefaults';
export * from './kuwaitPlaceholders';
export * from './prepareEmployeeForSave';
export * from './prepareCompanyForSave';
export * from './newMedicalPaymentDefaults';
