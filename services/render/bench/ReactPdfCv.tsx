import { Document, Font, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createRequire } from 'node:module';
import { CV_FIXTURES, FIXTURE_AGENCY } from '@placement/cv-templates';

const require = createRequire(import.meta.url);
Font.register({
  family: 'Noto Sans',
  fonts: [
    { src: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'), fontWeight: 400 },
    { src: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'), fontWeight: 700 },
  ],
});

const green = '#007229';
const s = StyleSheet.create({
  page: { fontFamily: 'Noto Sans', fontSize: 9, padding: 0 },
  header: {
    backgroundColor: green,
    color: '#fff',
    padding: 14,
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
  title: {
    backgroundColor: green,
    color: '#fff',
    fontWeight: 700,
    fontSize: 11,
    padding: 6,
    margin: '8 14 4 14',
  },
  row: { flexDirection: 'row', borderBottom: '1 solid #9ac0a4', margin: '0 14' },
  label: { width: 110, backgroundColor: '#e8f3ea', padding: 4, fontWeight: 700 },
  value: { flexGrow: 1, padding: 4, fontWeight: 700 },
});

/** The benchmark's CV page written in @react-pdf/renderer's primitives (Latin only: it has no Arabic shaping). */
export function ReactPdfCv({ photo, n = 0 }: { photo: Buffer; n?: number }) {
  const e = CV_FIXTURES.typical;
  const rows: [string, string][] = [
    ['Full name', `Tigist${n} ${e.surName ?? ''}`.toUpperCase()],
    ['Passport No.', `EP${4471298 + n}`],
    ['Date of issue', '14-MAR-2024'],
    ['Date of expiry', '13-MAR-2029'],
    ['Place of issue', 'ADDIS ABABA'],
    ['Nationality', 'Ethiopian'],
    ['Religion', 'Christian'],
    ['Date of birth', '21-SEP-1998'],
    ['Age', '27'],
    ['Place of birth', 'ADAMA'],
    ['Marital status', 'Single'],
    ['Children', '0'],
    ['Complexion', 'Brown'],
    ['Sex', 'Female'],
    ['Education', 'Secondary'],
    ['Position', 'Housemaid'],
    ['Salary', '1000 SAR'],
    ['Contract', '2 years'],
    ['Country', 'Saudi Arabia'],
  ];
  return (
    <Document>
      <Page size="A4" style={s.page}>
        <View style={s.header}>
          <Text>{FIXTURE_AGENCY.address?.telephone ?? ''}</Text>
          <Text style={{ fontSize: 14, fontWeight: 700 }}>{FIXTURE_AGENCY.displayName}</Text>
        </View>
        <Text style={s.title}>APPLICATION FOR EMPLOYMENT</Text>
        <View style={{ flexDirection: 'row' }}>
          <View style={{ flexGrow: 1 }}>
            {rows.map(([label, value]) => (
              <View key={label} style={s.row}>
                <Text style={s.label}>{label}</Text>
                <Text style={s.value}>{value}</Text>
              </View>
            ))}
          </View>
          <View style={{ width: 170, padding: 8 }}>
            <Image src={photo} style={{ width: 150, height: 150, border: `3 solid ${green}` }} />
            <Image
              src={photo}
              style={{ width: 150, height: 260, marginTop: 8, border: `3 solid ${green}` }}
            />
          </View>
        </View>
      </Page>
    </Document>
  );
}
