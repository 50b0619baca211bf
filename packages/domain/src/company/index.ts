export * from './companyVariant';
export * from './companyFeatures';
export * from './companyTypeView';
export * from './companyPicker';
export * from './agencyType';
export * from './contentShown';
export * from './prospectChoices';
