import { graphql } from '../../../app/graphql/graphql';

const RENDER_JOB_FIELDS = graphql(`
  fragment PrintJobFields on RenderJob @_unmask {
    id
    status
    progress
    error
    downloadUrl
    restarting
  }
`);

export const REQUEST_PRINT = graphql(
  `
    mutation RequestPrint($input: RenderRequestInput!) {
      requestRender(input: $input) {
        ...PrintJobFields
      }
    }
  `,
  [RENDER_JOB_FIELDS],
);

export const CANCEL_PRINT = graphql(
  `
    mutation CancelPrint($id: String!) {
      cancelRender(id: $id) {
        ...PrintJobFields
      }
    }
  `,
  [RENDER_JOB_FIELDS],
);

export const PRINT_JOB = graphql(
  `
    query PrintJob($id: String!) {
      renderJob(id: $id) {
        ...PrintJobFields
      }
    }
  `,
  [RENDER_JOB_FIELDS],
);

/** Sent over the websocket as plain text (see watchRenderJob); kept here beside the other operations. */
export const PRINT_JOB_PROGRESS = /* GraphQL */ `
  subscription PrintJobProgress($id: String!) {
    renderJobProgress(id: $id) {
      id
      status
      progress
      error
      downloadUrl
      restarting
    }
  }
`;

export interface PrintJobState {
  id: string;
  status: string;
  progress: number;
  error: string | null;
  downloadUrl: string | null;
  /** Waiting to start again from 0: the process making it stopped. */
  restarting: boolean;
}

/** The print rules' refusals and warnings for a print, in the user's language, before it is asked for. */
export const PRINT_CHECK = graphql(`
  query PrintCheck($input: PrintCheckInput!) {
    printCheck(input: $input) {
      refusals {
        employeeId
        name
        code
        message
      }
      warnings {
        employeeId
        name
        code
        message
      }
    }
  }
`);

export interface PrintProblem {
  employeeId: string;
  name: string;
  code: string;
  message: string;
}
