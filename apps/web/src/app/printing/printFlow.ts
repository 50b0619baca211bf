import { createContext, useContext } from 'react';

/** The documents a screen can ask the print flow for (the render service's job kinds). */
export type PrintKind =
  | 'cvBatch'
  | 'embassyList'
  | 'letters'
  | 'export'
  | 'tasheer'
  | 'enjaz'
  | 'contract'
  | 'kuwaitContract'
  | 'statusReport';

/** The file a batch of CVs comes as: one PDF of every CV, or a ZIP of one PDF per candidate. */
export type CvBatchFormat = 'pdf' | 'zip';

/** What happens to the finished file: saved by the browser, or shown in a preview the user prints from. */
export type PrintOutput = 'download' | 'preview';

export interface PrintRequest {
  kind: PrintKind;
  employeeIds?: string[];
  /** What is being made, in the user's words, e.g. "Embassy list (200 employees)": the progress bar's label. */
  label: string;
  output: PrintOutput;
  /** For CVs: one PDF or a ZIP (the kind's first format when left out). */
  format?: CvBatchFormat;
}

/**
 * The shared print flow (features/printing), handed to every screen through app/ so the lists and the entry
 * page use one licence check, one progress bar and one way to save or preview a file.
 */
export interface PrintFlow {
  print(request: PrintRequest): void;
  /** A job is running: another print waits until it is done or cancelled. */
  busy: boolean;
}

export const PrintFlowContext = createContext<PrintFlow | null>(null);

export function usePrintFlow(): PrintFlow {
  const flow = useContext(PrintFlowContext);
  if (!flow) throw new Error('usePrintFlow needs the PrintProvider of the signed-in layout');
  return flow;
}
