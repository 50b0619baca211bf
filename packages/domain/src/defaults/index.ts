export * from './newEmployeeDefaults';
export * from './newWorkExperienceDefaults';
export * from './newVisaDefaults';
export * from './kuwaitPlaceholders';
export * from './prepareEmployeeForSave';
export * from './prepareCompanyForSave';
export * from './prepareVisaForSave';
export * from './newMedicalPaymentDefaults';
