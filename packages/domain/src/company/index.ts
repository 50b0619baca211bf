export * from './companyVariant';
export * from './companyFeatures';
