import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { licenceGatesDocument, licencePolicy } from '@placement/domain';
import { Button, JobProgress, Modal, useToast } from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { PrintFlowContext, type PrintFlow, type PrintRequest } from '../../../app/printing/printFlow';
import { saveFile, type PrintedFile } from './fetchPrintedFile';
import { PdfPreview } from './PdfPreview';
import { useRenderJob } from './useRenderJob';

// The correction letters' form (react-hook-form, zod and the domain's schemas, ~150 KB) loads when a clerk
// first prints letters, not with every signed-in screen (the employees list's open benchmark, README).
const CorrectionLetterDialog = lazy(() =>
  import('./CorrectionLetterDialog').then((module) => ({ default: module.CorrectionLetterDialog })),
);

// The running batch is kept for the tab, so a reload finds it again (and another tab does not).
const RUNNING_JOB_KEY = 'placement.printJob';

const Dock = styled.div`
  position: fixed;
  inset-block-end: 16px;
  inset-inline-end: 16px;
  z-index: 20;
  width: min(92vw, 420px);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
`;

/**
 * The print flow of every signed-in screen: the licence check with its alert (spec 02 §4, again on every print
 * or download), the correction letters' options, the render queue's progress bar, then the file saved or
 * previewed.
 */
export function PrintProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useCurrentUser();
  const { language } = usePreferences();
  const [preview, setPreview] = useState<{ file: PrintedFile; label: string } | null>(null);
  const [letters, setLetters] = useState<PrintRequest | null>(null);
  const { job, start, cancel } = useRenderJob(
    {
      onFile: (file, running) => {
        if (running.output === 'preview') setPreview({ file, label: running.label });
        else saveFile(file);
      },
      onError: (message) => toast('error', message),
    },
    RUNNING_JOB_KEY,
  );

  const flow = useMemo<PrintFlow>(() => {
    return {
      busy: job !== null,
      print: (request) => {
        // CVs are what the agency shows its agents: the licence gates the documents, not them (domain rule).
        if (licenceGatesDocument(request.kind)) {
          const decision = licencePolicy(user?.company?.licence, 'print', language);
          if (decision.message) toast(decision.severity ?? 'error', decision.message);
          if (decision.blocked) return;
        }
        if (request.kind === 'letters') setLetters(request);
        else
          void start(
            { kind: request.kind, employeeIds: request.employeeIds, format: request.format },
            request.label,
            request.output,
          );
      },
    };
  }, [job, language, start, toast, user?.company?.licence]);

  return (
    <PrintFlowContext.Provider value={flow}>
      {children}
      {job && (
        <Dock>
          <JobProgress label={job.label} percent={job.percent} onCancel={() => void cancel()} />
        </Dock>
      )}
      {letters && (
        <Suspense fallback={null}>
          <CorrectionLetterDialog
            open
            employeeCount={letters.employeeIds?.length ?? 0}
            onClose={() => setLetters(null)}
            onPrint={(options) => {
              setLetters(null);
              void start(
                { kind: 'letters', employeeIds: letters.employeeIds, letter: options },
                letters.label,
                letters.output,
              );
            }}
          />
        </Suspense>
      )}
      {preview && (
        <Modal
          open
          title={preview.label}
          onClose={() => setPreview(null)}
          actions={
            <Button type="button" onClick={() => saveFile(preview.file)}>
              {t('printing.download')}
            </Button>
          }
        >
          <PdfPreview file={preview.file} title={preview.label} />
        </Modal>
      )}
    </PrintFlowContext.Provider>
  );
}
