import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  checkImport,
  importHeader,
  matchImportHeaders,
  type CompanyVariant,
  type ImportColumn,
  type ImportKind,
  type ImportFilledValue,
  type ImportProblem,
  type ImportRow,
} from '@placement/domain';
import {
  Button,
  DataTable,
  FilePickerButton,
  Icon,
  Panel,
  useToast,
  type ColumnDef,
  checkIcon,
} from '@placement/ui';
import { usePreferences } from '../preferences/PreferencesProvider';
import { importMessageText } from './importMessageText';
import { importTemplateFile } from './importTemplateFile';
import { readSpreadsheet, SPREADSHEET_TYPES } from './readSpreadsheet';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-block: 12px;
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const ImportPanel = styled(Panel)`
  p {
    margin: 0 0 8px;
  }
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 700;
`;

const Bad = styled.span`
  display: inline-block;
  padding: 0 4px;
  border-radius: 4px;
  outline: 2px solid ${({ theme }) => theme.colors.error};
`;

// A value the file left empty and the import sets: italic, with the words saying so.
const Filled = styled.em`
  color: ${({ theme }) => theme.colors.text};
`;

const ProblemList = styled.ul`
  margin: 0;
  padding-inline-start: 16px;
  color: ${({ theme }) => theme.colors.error};
`;

/** What the server answers for a file: written rows, or every row's problems and nothing written. */
export interface ImportAnswer {
  imported: number;
  problems: ReadonlyArray<{ row: number; column?: string | null; message: string }>;
}

export interface SpreadsheetImportProps {
  kind: ImportKind;
  listPath: string;
  /** The importing company's variant (the sudan expiry rule). */
  companyVariant: CompanyVariant;
  /** May the user import at all (AddEmployees / AddVisas): the server checks again. */
  allowed: boolean;
  submit: (rows: ImportRow[], dryRun: boolean) => Promise<ImportAnswer>;
}

interface Preview {
  fileName: string;
  columns: ImportColumn[];
  rows: ImportRow[];
  problems: ImportProblem[];
  /** Values the import sets where the file left a cell empty (shown in that cell, marked). */
  filled: ImportFilledValue[];
  ignored: string[];
  missing: ImportColumn[];
  /** The server's dry run has answered (a passport the company already holds is only known there). */
  serverChecked: boolean;
}

interface PreviewRow {
  row: number;
  cells: ImportRow['cells'];
  problems: ImportProblem[];
  filled: Record<string, string>;
}

type Status = 'idle' | 'reading' | 'checking' | 'importing';

/**
 * Bulk import of one kind of record: download the template, choose a file, see every row with its problems in
 * the entry forms' own messages (checked here at once by the domain, then by the server's dry run), and import
 * the whole file in one go once no row has a problem.
 */
export function SpreadsheetImport({
  kind,
  listPath,
  companyVariant,
  allowed,
  submit,
}: SpreadsheetImportProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const toast = useToast();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('idle');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(true);
  // A second file chosen while the first is still being checked wins; the first's answers are dropped.
  const latest = useRef(0);
  const title =
    kind === 'employees' ? t('spreadsheetImport.titleEmployees') : t('spreadsheetImport.titleVisas');

  const downloadTemplate = async () => {
    const { blob, fileName } = await importTemplateFile(kind, language);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const attempt = ++latest.current;
    setFailure(null);
    setPreview(null);
    setStatus('reading');
    try {
      const sheet = await readSpreadsheet(file);
      const headers = matchImportHeaders(kind, sheet.headers);
      const rows: ImportRow[] = sheet.rows.map(({ row, values }) => {
        const cells: Record<string, string> = {};
        headers.columns.forEach((column, index) => {
          if (column) cells[column.key] = values[index] ?? '';
        });
        return { row, cells };
      });
      const check = checkImport(kind, rows, { companyVariant });
      if (attempt !== latest.current) return;
      if (check.fileProblem) {
        setFailure(check.fileProblem);
        setStatus('idle');
        return;
      }
      const columns = headers.columns.filter((column): column is ImportColumn => column !== null);
      setPreview({
        fileName: file.name,
        columns,
        rows,
        problems: check.problems,
        filled: check.filled,
        ignored: headers.ignored,
        missing: headers.missing,
        serverChecked: false,
      });
      setOnlyProblems(check.problems.length > 0);
      // The server checks again: it alone knows the passports and visas the company already holds.
      setStatus('checking');
      const answer = await submit(rows, true);
      if (attempt !== latest.current) return;
      const problems = answer.problems.map((problem) => ({ ...problem, column: problem.column ?? null }));
      setPreview((current) => current && { ...current, problems, serverChecked: true });
      setOnlyProblems(problems.length > 0);
    } catch (error) {
      if (attempt !== latest.current) return;
      const message = (error as Error).message;
      setFailure(message === 'unsupportedFile' ? t('spreadsheetImport.unsupportedFile') : message);
    } finally {
      if (attempt === latest.current) setStatus((current) => (current === 'importing' ? current : 'idle'));
    }
  };

  const runImport = async () => {
    if (!preview) return;
    setStatus('importing');
    try {
      const answer = await submit(preview.rows, false);
      if (answer.imported > 0) {
        toast(
          'success',
          kind === 'employees'
            ? t('spreadsheetImport.importedEmployees', { count: answer.imported })
            : t('spreadsheetImport.importedVisas', { count: answer.imported }),
        );
        await navigate(listPath);
        return;
      }
      const problems = answer.problems.map((problem) => ({ ...problem, column: problem.column ?? null }));
      setPreview({ ...preview, problems, serverChecked: true });
      setOnlyProblems(true);
    } catch (error) {
      toast('error', (error as Error).message);
    } finally {
      setStatus('idle');
    }
  };

  const message = (text: string) => importMessageText(t, text);
  const header = (key: string | null) => {
    const column = preview?.columns.find((candidate) => candidate.key === key);
    return column ? column.label[language] : '';
  };

  const previewRows = useMemo<PreviewRow[]>(() => {
    if (!preview) return [];
    const byRow = new Map<number, ImportProblem[]>();
    for (const problem of preview.problems) {
      const list = byRow.get(problem.row);
      if (list) list.push(problem);
      else byRow.set(problem.row, [problem]);
    }
    const filledByRow = new Map<number, Record<string, string>>();
    for (const { row, column, value } of preview.filled) {
      filledByRow.set(row, { ...filledByRow.get(row), [column]: value });
    }
    const rows = preview.rows.map((row) => ({
      row: row.row,
      cells: row.cells,
      problems: byRow.get(row.row) ?? [],
      filled: filledByRow.get(row.row) ?? {},
    }));
    return onlyProblems ? rows.filter((row) => row.problems.length > 0) : rows;
  }, [preview, onlyProblems]);

  const columns = useMemo<ColumnDef<PreviewRow>[]>(() => {
    if (!preview) return [];
    return [
      { id: 'row', header: t('spreadsheetImport.rowColumn'), cell: ({ row }) => row.original.row },
      {
        id: 'problems',
        header: t('spreadsheetImport.problemsColumn'),
        cell: ({ row }) =>
          row.original.problems.length === 0 ? (
            <Icon path={checkIcon} size={18} label={t('spreadsheetImport.rowReady')} />
          ) : (
            <ProblemList>
              {row.original.problems.map((problem, index) => (
                <li key={index}>
                  {problem.column ? `${header(problem.column)}: ` : ''}
                  {message(problem.message)}
                </li>
              ))}
            </ProblemList>
          ),
      },
      ...preview.columns.map<ColumnDef<PreviewRow>>((column) => ({
        id: column.key,
        header: importHeader(column, language),
        cell: ({ row }) => {
          const value = row.original.cells[column.key] ?? '';
          const filled = row.original.filled[column.key];
          // Left empty in the file, set by the import (the expiry from the issue date): shown, and said so.
          if (!value && filled) return <Filled>{t('spreadsheetImport.filled', { value: filled })}</Filled>;
          return row.original.problems.some((problem) => problem.column === column.key) ? (
            <Bad aria-invalid="true">{value || '—'}</Bad>
          ) : (
            value
          );
        },
      })),
    ];
    // `header` and `message` read only `preview`, `t` and `language`, listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preview, t, language]);

  // The table depends only on the file and the filter: the status line and the Import button changing do not
  // re-render it, so a 2,000-row preview stays responsive while the server answers.
  const table = useMemo(
    () =>
      preview && (
        <>
          <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBlockEnd: 8 }}>
            <input
              type="checkbox"
              checked={onlyProblems}
              onChange={(event) => setOnlyProblems(event.target.checked)}
            />
            {t('spreadsheetImport.onlyProblems')}
          </label>
          <DataTable
            caption={t('spreadsheetImport.caption')}
            rows={previewRows}
            columns={columns}
            getRowId={(row) => String(row.row)}
            emptyText={t('spreadsheetImport.noRows')}
            totalLabel={t('spreadsheetImport.total')}
          />
        </>
      ),
    [preview, previewRows, columns, onlyProblems, t],
  );

  if (!allowed) return <p role="alert">{t('spreadsheetImport.noPermission')}</p>;

  const rowsWithProblems = preview ? new Set(preview.problems.map((problem) => problem.row)).size : 0;
  const busy = status !== 'idle';
  const canImport =
    preview !== null &&
    preview.problems.length === 0 &&
    preview.serverChecked &&
    !busy &&
    preview.rows.length > 0;
  const statusText =
    status === 'reading'
      ? t('spreadsheetImport.reading')
      : status === 'checking'
        ? t('spreadsheetImport.checking')
        : status === 'importing'
          ? t('spreadsheetImport.importing')
          : '';

  return (
    <section aria-busy={busy}>
      <Bar>
        <Link to={listPath}>
          {kind === 'employees' ? t('spreadsheetImport.backEmployees') : t('spreadsheetImport.backVisas')}
        </Link>
      </Bar>
      {/* The top bar carries the page's heading (the route title); the panel is named by it. */}
      <ImportPanel aria-label={title}>
        <p>{t('spreadsheetImport.intro')}</p>
        <Bar>
          <Button type="button" $variant="outlined" onClick={() => void downloadTemplate()}>
            {t('spreadsheetImport.downloadTemplate')}
          </Button>
          <FilePickerButton
            label={t('spreadsheetImport.chooseFile')}
            inputLabel={t('spreadsheetImport.fileLabel')}
            accept={SPREADSHEET_TYPES}
            disabled={status === 'importing'}
            onFile={(file) => void choose(file)}
          />
          <Button type="button" $variant="contained" disabled={!canImport} onClick={() => void runImport()}>
            {t('spreadsheetImport.import', { count: preview?.rows.length ?? 0 })}
          </Button>
        </Bar>
        <p role="status" aria-live="polite">
          {statusText}
        </p>
        {failure && (
          <p role="alert">
            <Problem>
              {failure === 'unsupportedFile' ? t('spreadsheetImport.unsupportedFile') : message(failure)}
            </Problem>
          </p>
        )}
        {preview && (
          <div data-testid="import-summary">
            <p>
              <strong>
                <bdi>{preview.fileName}</bdi>:{' '}
                {t('spreadsheetImport.summary', { count: preview.rows.length, problems: rowsWithProblems })}
              </strong>
            </p>
            {preview.problems.length === 0 && preview.serverChecked && <p>{t('spreadsheetImport.ready')}</p>}
            {preview.problems.length > 0 && (
              <p role="alert">
                <Problem>{t('spreadsheetImport.fixFirst')}</Problem>
              </p>
            )}
            {preview.missing.length > 0 && (
              <p>
                {t('spreadsheetImport.missingColumns', {
                  columns: preview.missing.map((column) => column.label[language]).join(', '),
                })}
              </p>
            )}
            {preview.ignored.length > 0 && (
              <p>{t('spreadsheetImport.ignoredColumns', { columns: preview.ignored.join(', ') })}</p>
            )}
          </div>
        )}
      </ImportPanel>
      {table}
    </section>
  );
}
