import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  dateLimits,
  LETTER_ADDRESSEE_LABELS,
  LETTER_ADDRESSEES,
  licencePolicy,
  REPORT_STATUSES,
  reportDateDefaults,
  statusLabel,
  statusReportOptionsSchema,
  type StatusReportOptions,
} from '@placement/domain';
import { Button, DateField, JobProgress, SelectField, TextField, useToast } from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { TutorialLinks } from '../../../app/help/TutorialLinks';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { saveFile, type PrintedFile } from '../components/fetchPrintedFile';
import { PdfPreview } from '../components/PdfPreview';
import { useRenderJob } from '../components/useRenderJob';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 4px 16px;
  align-items: end;
  margin-block-end: 16px;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-block-end: 16px;
`;

const Empty = styled.p`
  padding: 32px 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  text-align: center;
`;

/**
 * /app/reports (spec 02 §2.9, role ViewReports): employees in one current status between two days, shown as the
 * Amharic status-report letter (render kind statusReport) in a PDF preview, with its number, date and addressee.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { language } = usePreferences();
  const { user } = useCurrentUser();
  const [report, setReport] = useState<PrintedFile | null>(null);
  const { job, start, cancel } = useRenderJob({
    onFile: (file) => setReport(file),
    onError: (message) => toast('error', message),
  });
  const form = useForm<StatusReportOptions>({
    resolver: zodResolver(statusReportOptionsSchema),
    mode: 'onChange',
    defaultValues: {
      status: 'contract_process',
      ...reportDateDefaults(new Date()),
      letterNumber: '',
      addressee: 'embassyConsulate',
    },
  });

  const show = form.handleSubmit((options) => {
    // Printing is gated by the licence (spec 02 §4); the API refuses it as well.
    const decision = licencePolicy(user?.company?.licence, 'print', language);
    if (decision.message) toast(decision.severity ?? 'error', decision.message);
    if (decision.blocked) return;
    setReport(null);
    void start({ kind: 'statusReport', report: options }, t('printing.reports.job'), 'preview');
  });

  const reportMin = dateLimits('report').min;
  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading">{t('printing.reports.title')}</h2>
      <TutorialLinks topic="reports" />
      <Filters id="status-report-options" onSubmit={(event) => void show(event)} noValidate>
        <SelectField
          control={form.control}
          name="status"
          label={t('printing.reports.status')}
          options={REPORT_STATUSES.map((status) => ({ value: status, label: statusLabel(status, language) }))}
        />
        <DateField control={form.control} name="from" label={t('printing.reports.from')} min={reportMin} />
        <DateField control={form.control} name="to" label={t('printing.reports.to')} min={reportMin} />
        <DateField
          control={form.control}
          name="letterDate"
          label={t('printing.reports.letterDate')}
          min={dateLimits('letter').min}
        />
        <TextField control={form.control} name="letterNumber" label={t('printing.reports.letterNumber')} />
        <SelectField
          control={form.control}
          name="addressee"
          label={t('printing.reports.addressee')}
          options={LETTER_ADDRESSEES.map((value) => ({
            value,
            label: LETTER_ADDRESSEE_LABELS[value][language],
          }))}
        />
      </Filters>
      <Actions>
        <Button type="submit" form="status-report-options" disabled={!form.formState.isValid || job !== null}>
          {t('printing.reports.show')}
        </Button>
        {report && (
          <Button type="button" $variant="outlined" onClick={() => saveFile(report)}>
            {t('printing.reports.download')}
          </Button>
        )}
      </Actions>
      {job && <JobProgress label={job.label} percent={job.percent} onCancel={() => void cancel()} />}
      {report ? (
        <PdfPreview file={report} title={t('printing.reports.preview')} />
      ) : (
        !job && <Empty>{t('printing.reports.empty')}</Empty>
      )}
    </section>
  );
}

export { ReportsPage as Component };
