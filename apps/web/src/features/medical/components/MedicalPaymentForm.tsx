import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@placement/ui';
import { MEDICAL_PAYMENT_STATUSES } from '@placement/domain';
import { PictureUpload } from '../../../app/files/PictureUpload';
import { useEnumLabel } from '../../../app/i18n/useEnumLabel';
import { PaymentEntryCard } from './PaymentEntryCard';
import type { PaymentEntry } from './PaymentEntry';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  align-items: end;
  /* The form's own fields; the upload fields inside bring their own look. */
  > label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  > label > input,
  > label > select {
    padding: 8px;
  }
`;

// The gallery of entries and the two uploads take the whole width.
const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Gallery = styled.ul`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface MedicalPaymentValues {
  orderedAt: string;
  totalAmount: number;
  status: string;
  screenshotLink: string;
  transferReason: string;
  remarks: string;
  entries: PaymentEntry[];
}

/**
 * Add New and edit: the payment with its screenshot, and the employees it pays for (passport number or name,
 * or a Wafid link, each with its passport scan) as a gallery with remove. Scans and the screenshot are stored
 * privately as they are chosen; the payment names them when it is saved.
 */
export function MedicalPaymentForm(props: {
  initial: MedicalPaymentValues;
  saving: boolean;
  onSubmit: (values: MedicalPaymentValues) => void;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const [values, setValues] = useState(props.initial);
  const [withLink, setWithLink] = useState(false);
  const [entry, setEntry] = useState('');
  const [scan, setScan] = useState<string | null>(null);
  // A new key empties the scan field once its scan has gone into the gallery.
  const [scanField, setScanField] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(values);
  };
  return (
    <Form onSubmit={submit}>
      <label>
        {t('admin.medical.orderedAt')}
        <input
          type="date"
          value={values.orderedAt}
          onChange={(event) => setValues({ ...values, orderedAt: event.target.value })}
          required
        />
      </label>
      <label>
        {t('admin.medical.totalAmount')}
        <input
          type="number"
          min={0}
          step="0.01"
          value={values.totalAmount}
          onChange={(event) => setValues({ ...values, totalAmount: Number(event.target.value) })}
          required
        />
      </label>
      <label>
        {t('admin.common.status')}
        <select
          value={values.status}
          onChange={(event) => setValues({ ...values, status: event.target.value })}
        >
          {MEDICAL_PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {enumLabel('medicalPaymentStatus', status)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin.medical.reason')}
        <input
          value={values.transferReason}
          onChange={(event) => setValues({ ...values, transferReason: event.target.value })}
        />
      </label>
      <label>
        {t('admin.medical.remarks')}
        <input
          value={values.remarks}
          onChange={(event) => setValues({ ...values, remarks: event.target.value })}
        />
      </label>
      <label style={{ flexDirection: 'row', alignItems: 'center' }}>
        <input type="checkbox" checked={withLink} onChange={(event) => setWithLink(event.target.checked)} />
        {t('admin.medical.addLink')}
      </label>
      <label>
        {withLink ? t('admin.medical.wafidLink') : t('admin.common.name')}
        <input
          type={withLink ? 'url' : 'text'}
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
        />
      </label>
      <Wide>
        <PictureUpload
          key={scanField}
          label={t('admin.medical.passportScans')}
          type="medical"
          fileName={scan}
          onChanged={setScan}
        />
      </Wide>
      <Button
        type="button"
        $variant="outlined"
        disabled={entry.trim() === ''}
        onClick={() => {
          const added: PaymentEntry = {
            byLinkOrName: entry.trim(),
            ...(withLink ? { by: 'wafidLink' } : {}),
            ...(scan ? { slipLink: scan } : {}),
          };
          setValues({ ...values, entries: [...values.entries, added] });
          setEntry('');
          setScan(null);
          setScanField((key) => key + 1);
        }}
      >
        {t('admin.medical.addEntry')}
      </Button>
      <Gallery aria-label={t('admin.medical.entries')}>
        {values.entries.map((item, index) => (
          <PaymentEntryCard
            key={`${item.byLinkOrName}-${index}`}
            entry={item}
            onRemove={() => setValues({ ...values, entries: values.entries.filter((_, at) => at !== index) })}
          />
        ))}
      </Gallery>
      <Wide>
        <PictureUpload
          label={t('admin.medical.screenshotImage')}
          type="medical"
          fileName={values.screenshotLink || null}
          onChanged={(fileName) => setValues((current) => ({ ...current, screenshotLink: fileName ?? '' }))}
        />
      </Wide>
      <Button type="submit" disabled={props.saving}>
        {t('admin.medical.submit')}
      </Button>
    </Form>
  );
}
