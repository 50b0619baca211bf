import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { isContradictionDocument, licenceGatesDocument, licencePolicy } from '@placement/domain';
import { Button, JobProgress, Modal, useToast } from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { PrintFlowContext, type PrintFlow, type PrintRequest } from '../../../app/printing/printFlow';
import { PRINT_CHECK, type PrintProblem } from '../api/renderOperations';
import { saveFile, type PrintedFile } from './fetchPrintedFile';
import { PdfPreview } from './PdfPreview';
import { PrintWarningsDialog } from './PrintWarningsDialog';
import { useRenderJob } from './useRenderJob';

// The correction letters' form (react-hook-form, zod and the domain's schemas; its size: docs/performance.md,
// "CorrectionLetterDialog") loads when a clerk first prints letters, not with every signed-in screen.
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
  const [warned, setWarned] = useState<{ request: PrintRequest; warnings: PrintProblem[] } | null>(null);
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
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
    const run = (request: PrintRequest) =>
      void start(
        { kind: request.kind, employeeIds: request.employeeIds, format: request.format },
        request.label,
        request.output,
      );
    return {
      busy: job !== null,
      print: (request) => {
        // CVs are what the agency shows its agents: the licence gates the documents, not them (domain rule).
        if (licenceGatesDocument(request.kind)) {
          const decision = licencePolicy(user?.company?.licence, 'print', language);
          if (decision.message) toast(decision.severity ?? 'error', decision.message);
          if (decision.blocked) return;
        }
        if (request.kind === 'letters') return setLetters(request);
        if (!isContradictionDocument(request.kind)) return run(request);
        // A document that would state a contradiction is shown to the clerk first (the API's domain check).
        client
          .query({
            query: PRINT_CHECK,
            variables: { input: { kind: request.kind, employeeIds: request.employeeIds ?? [], language } },
            fetchPolicy: 'network-only',
          })
          .then(
            ({ data }) => {
              const warnings = data?.printCheck.warnings ?? [];
              if (warnings.length > 0) setWarned({ request, warnings });
              else run(request);
            },
            (error: Error) => toast('error', error.message),
          );
      },
    };
  }, [client, job, language, start, toast, user?.company?.licence]);

  return (
    <PrintFlowContext.Provider value={flow}>
      {children}
      {job && (
        <Dock>
          <JobProgress
            label={job.restarting ? t('printing.restarting', { label: job.label }) : job.label}
            percent={job.percent}
            onCancel={() => void cancel()}
          />
        </Dock>
      )}
      {warned && (
        <PrintWarningsDialog
          label={warned.request.label}
          warnings={warned.warnings}
          onFix={() => {
            setWarned(null);
            const entry = `/app/employee/${warned.warnings[0]?.employeeId ?? ''}`;
            if (!pathname.startsWith(entry)) navigate(entry);
          }}
          onPrintAnyway={() => {
            setWarned(null);
            void start(
              { kind: warned.request.kind, employeeIds: warned.request.employeeIds },
              warned.request.label,
              warned.request.output,
            );
          }}
        />
      )}
      {letters && (
        <Suspense fallback={null}>
          <CorrectionLetterDialog
            open
            employeeIds={letters.employeeIds ?? []}
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
