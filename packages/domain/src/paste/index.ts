export * from './parsePastedEmployeeData';
export * from './visaNumberEntry';
