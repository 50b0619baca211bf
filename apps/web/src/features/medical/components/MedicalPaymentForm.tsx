import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@placement/ui';
import { MEDICAL_PAYMENT_STATUSES } from '@placement/domain';
import { useEnumLabel } from '../../../app/i18n/useEnumLabel';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  align-items: end;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  input,
  select {
    padding: 8px;
  }
  ul {
    grid-column: 1 / -1;
    padding-inline-start: 20px;
  }
`;

export interface MedicalPaymentValues {
  orderedAt: string;
  totalAmount: number;
  status: string;
  screenshotLink: string;
  transferReason: string;
  remarks: string;
  entries: Array<{ _id?: string | null; byLinkOrName: string }>;
}

/** Add New and edit: the payment, and the Wafid links or passport names it pays for (a list with remove). */
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
        {t('admin.medical.screenshot')}
        <input
          type="url"
          value={values.screenshotLink}
          onChange={(event) => setValues({ ...values, screenshotLink: event.target.value })}
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
      <Button
        type="button"
        $variant="outlined"
        disabled={entry.trim() === ''}
        onClick={() => {
          setValues({ ...values, entries: [...values.entries, { byLinkOrName: entry.trim() }] });
          setEntry('');
        }}
      >
        {t('admin.medical.addEntry')}
      </Button>
      <ul aria-label={t('admin.medical.entries')}>
        {values.entries.map((item, index) => (
          <li key={`${item.byLinkOrName}-${index}`}>
            {item.byLinkOrName}{' '}
            <Button
              type="button"
              $variant="text"
              onClick={() =>
                setValues({ ...values, entries: values.entries.filter((_, at) => at !== index) })
              }
            >
              {t('admin.medical.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <Button type="submit" disabled={props.saving}>
        {t('admin.medical.submit')}
      </Button>
    </Form>
  );
}
