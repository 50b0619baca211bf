export * from './parsePastedEmployeeData';
