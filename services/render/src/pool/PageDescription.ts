import type { PrintedPage } from '../registry/RenderDocument';
import type { RenderKind } from '../registry/renderDocuments';

/**
 * One page to lay out, as plain data that can cross to a layout thread (structured clone): the thread builds the
 * same element from its kind's page component and these props. Passport data in here stays in memory between
 * threads.
 */
export interface PageDescription extends PrintedPage<object> {
  kind: RenderKind;
}
