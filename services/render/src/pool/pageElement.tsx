import { CV_PAGE_SIZE, CvTemplate } from '@placement/cv-templates';
import { cvPage, EMBASSY_LIST_PAGE, EmbassyList } from '@placement/documents';
import type { DocumentPageInput } from '../pipeline/renderDocument';
import type { PageDescription } from './PageDescription';

/** The component and paper of a described page: the one place both the calling thread and layout threads use. */
export function pageElement(description: PageDescription): DocumentPageInput {
  if (description.document === 'cv')
    return {
      element: <CvTemplate {...description.cv} />,
      page: cvPage(CV_PAGE_SIZE, description.cv.page, description.placement),
    };
  return { element: <EmbassyList {...description.list} />, page: EMBASSY_LIST_PAGE };
}
