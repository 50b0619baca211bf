import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CORRECTION_LETTER_TYPES,
  correctionLetterOptionsSchema,
  dateLimits,
  LETTER_ADDRESSEE_LABELS,
  LETTER_ADDRESSEES,
  letterNeedsReason,
  type CorrectionLetterOptions,
} from '@placement/domain';
import { Button, DateField, Modal, SelectField, TextField } from '@placement/ui';
import { useEnumOptions } from '../../../app/i18n/useEnumOptions';
import { PRINT_CHECK } from '../api/renderOperations';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';

const Fields = styled.form`
  display: grid;
  gap: 12px;
`;

const Refusals = styled.div`
  padding: 8px 12px;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.hover};
  p {
    margin: 0 0 4px;
    font-weight: 700;
  }
  ul {
    margin: 0;
    padding-inline-start: 20px;
  }
`;

// A selection of hundreds may all be refused: the dialog names the first few and counts the rest.
const SHOWN_REFUSALS = 10;

export interface CorrectionLetterDialogProps {
  open: boolean;
  /** The employees the letter lists: the type chosen is checked against their records before printing. */
  employeeIds: string[];
  onClose: () => void;
  onPrint: (options: CorrectionLetterOptions) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The correction letters' options (spec 02 §2.9): type (with a reason for issued), date, number, addressee. A type
 * whose letter would state what an employee's record does not support (an issued letter for someone not
 * Immigration Verified) is explained here, naming her, and cannot be printed; the API refuses it too.
 */
export function CorrectionLetterDialog({ open, employeeIds, onClose, onPrint }: CorrectionLetterDialogProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const enumOptions = useEnumOptions();
  const form = useForm<CorrectionLetterOptions>({
    resolver: zodResolver(correctionLetterOptionsSchema),
    mode: 'onChange',
    defaultValues: {
      letterType: 'name',
      reason: '',
      letterDate: today(),
      letterNumber: '',
      addressee: 'embassyConsulate',
    },
  });
  const letterType = form.watch('letterType');
  const check = useQuery(PRINT_CHECK, {
    variables: { input: { kind: 'letters', employeeIds, letterType, language } },
    fetchPolicy: 'network-only',
  });
  const refusals = check.data?.printCheck.refusals ?? [];
  const employeeCount = employeeIds.length;
  const submit = form.handleSubmit((options) => onPrint(options));
  return (
    <Modal
      open={open}
      title={t('printing.letters.title', { count: employeeCount })}
      onClose={onClose}
      actions={
        <>
          <Button type="button" $variant="outlined" onClick={onClose}>
            {t('printing.cancel')}
          </Button>
          <Button
            type="submit"
            form="correction-letter-options"
            disabled={!form.formState.isValid || check.loading || refusals.length > 0}
          >
            {t('printing.letters.print')}
          </Button>
        </>
      }
    >
      <Fields id="correction-letter-options" onSubmit={(event) => void submit(event)} noValidate>
        <SelectField
          control={form.control}
          name="letterType"
          label={t('printing.letters.type')}
          options={enumOptions('correctionLetterType', CORRECTION_LETTER_TYPES)}
        />
        {refusals.length > 0 && (
          <Refusals role="alert">
            <p>{t('printing.letters.refused', { count: refusals.length })}</p>
            <ul>
              {refusals.slice(0, SHOWN_REFUSALS).map((refusal) => (
                <li key={refusal.employeeId}>{refusal.message}</li>
              ))}
              {refusals.length > SHOWN_REFUSALS && (
                <li>{t('printing.letters.refusedMore', { count: refusals.length - SHOWN_REFUSALS })}</li>
              )}
            </ul>
          </Refusals>
        )}
        {letterNeedsReason(letterType) && (
          <TextField control={form.control} name="reason" label={t('printing.letters.reason')} multiline />
        )}
        <DateField
          control={form.control}
          name="letterDate"
          label={t('printing.letters.date')}
          min={dateLimits('letter').min}
        />
        <TextField control={form.control} name="letterNumber" label={t('printing.letters.number')} />
        <SelectField
          control={form.control}
          name="addressee"
          label={t('printing.letters.addressee')}
          options={LETTER_ADDRESSEES.map((value) => ({
            value,
            label: LETTER_ADDRESSEE_LABELS[value][language],
          }))}
        />
      </Fields>
    </Modal>
  );
}
