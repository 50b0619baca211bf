// Rows for table stories: what the employee list shows.
export interface SampleEmployee {
  id: string;
  name: string;
  passportNumber: string;
  visaNumber: string;
  status: string;
  agent: string;
}

const names = [
  'ALMAZ TADESSE',
  'HIWOT BEKELE',
  'MERON GIRMA',
  'SELAM HAILE',
  'TIGIST ALEMU',
  'BETELHEM KEBEDE',
  'FATUMA AHMED',
  'RAHEL MULUGETA',
  'SARA YOHANNES',
  'KIDIST ABEBE',
  'MAHLET DEMISSIE',
  'HANAN MOHAMMED',
];

export const sampleEmployees: SampleEmployee[] = names.map((name, index) => ({
  id: `64b7f0c2a1e4d3b2c1a0${String(index).padStart(4, '0')}`,
  name,
  passportNumber: `EP${String(4512300 + index * 7)}`,
  visaNumber: String(1302456780 + index),
  status: index % 3 === 0 ? 'new' : index % 3 === 1 ? 'medical_process' : 'embassy_process',
  agent: index % 2 === 0 ? 'Al Noor Recruitment' : 'Gulf Star Office',
}));
