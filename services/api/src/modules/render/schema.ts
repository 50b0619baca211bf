import { CORRECTION_LETTER_TYPES, LETTER_ADDRESSEES } from '@placement/domain';
import { RENDER_DOCUMENTS, RENDER_KINDS } from '@placement/render';

// The enums come from where their values are decided: the render registry's kinds and formats, the domain's
// letter types and addressees, so a value added there reaches the API without a copy to keep in step.
export const renderSchema = /* GraphQL */ `
  "A document the render service makes (its registry's kinds)"
  enum RenderKind {
    ${RENDER_KINDS.join('\n    ')}
  }
  "The output asked for; each kind takes some (the first is its default)"
  enum RenderFormat {
    ${[...new Set(RENDER_KINDS.flatMap((kind) => RENDER_DOCUMENTS[kind].formats))].join('\n    ')}
  }
  enum CorrectionLetterType {
    ${CORRECTION_LETTER_TYPES.join('\n    ')}
  }
  enum LetterAddressee {
    ${LETTER_ADDRESSEES.join('\n    ')}
  }
  input CorrectionLetterInput {
    letterType: CorrectionLetterType!
    "Needed for an issued letter"
    reason: String
    "yyyy-mm-dd, from 2023-01-01"
    letterDate: String!
    "Printed on the letter and the name of its file"
    letterNumber: String!
    addressee: LetterAddressee!
  }
  "The Amharic status report: employees in one current status who entered it between two days"
  input StatusReportInput {
    "Any status but new"
    status: String!
    "yyyy-mm-dd, from 2023-01-01"
    from: String!
    "yyyy-mm-dd, not before from"
    to: String!
    "yyyy-mm-dd, from 2023-01-01"
    letterDate: String!
    "Printed on the report and the name of its file"
    letterNumber: String!
    addressee: LetterAddressee!
  }
  input RenderRequestInput {
    kind: RenderKind!
    "The employees to print; the status report finds its own (leave it out)"
    employeeIds: [String!]
    format: RenderFormat
    "Embassy list date, or the contracts' signing date; yyyy-mm-dd, today when left out"
    date: String
    "CV placement on A4: sheet (whole page) or spec-mm (x 4 mm, y 4 mm, 200 x 290 mm)"
    placement: String
    "The letter's options, for kind letters"
    letter: CorrectionLetterInput
    "The report's options, for kind statusReport"
    report: StatusReportInput
  }
  "Something about one employee that stops a print, or that the clerk is asked to look at before printing"
  type PrintProblem {
    employeeId: String!
    "The employee's given name and surname"
    name: String!
    "What is wrong, by key (e.g. letterStatesOtherStatus, cityNotDocumentCountry)"
    code: String!
    "The same in the language asked for"
    message: String!
  }
  "What the print rules say before printing: refusals stop it (requestRender refuses too); warnings are the clerk's call"
  type PrintCheck {
    refusals: [PrintProblem!]!
    warnings: [PrintProblem!]!
  }
  input PrintCheckInput {
    kind: RenderKind!
    employeeIds: [String!]!
    "For letters: the letter type chosen"
    letterType: CorrectionLetterType
    "en, ar or am: the messages' language (en when left out)"
    language: String
  }
  type RenderJob {
    id: String!
    status: String!
    progress: Int!
    error: String
    downloadUrl: String
    "True while it waits to start again from the beginning: the process making it stopped (status waiting, progress 0)"
    restarting: Boolean!
  }
  extend type Query {
    renderJob(id: String!): RenderJob
    "Refusals and warnings for printing these employees' document, before asking for it"
    printCheck(input: PrintCheckInput!): PrintCheck!
  }
  extend type Mutation {
    requestRender(input: RenderRequestInput!): RenderJob!
    "Stops a waiting or running job of the caller's company; it ends as failed ('The print was cancelled.')"
    cancelRender(id: String!): RenderJob!
  }
  type Subscription {
    "The job's state now, then every change until it completes or fails."
    renderJobProgress(id: String!): RenderJob
  }
`;
