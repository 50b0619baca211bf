import type { CvPageProps } from '@placement/cv-templates';
import type { EmbassyListProps } from '@placement/documents';

/**
 * One page to lay out, as plain data that can cross to a layout thread (structured clone): the thread builds the
 * same component from it that the calling thread would. Passport data in here stays in memory between threads.
 */
export type PageDescription =
  | { document: 'cv'; cv: CvPageProps & { page: 1 | 2 }; placement: 'sheet' | 'spec-mm' }
  | { document: 'embassyList'; list: EmbassyListProps };
