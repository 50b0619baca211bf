export * from './parsePastedEmployeeData';
export * from './visaNumberEntry';
export * from './readPassportMrz';
export * from './passportMrzLines';
export * from './mrzLinesFromOcr';
