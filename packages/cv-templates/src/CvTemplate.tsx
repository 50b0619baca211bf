import type { CvTemplateSettings } from '@placement/domain';
import { cvContext, type CvPageProps } from './CvContext';
import { cvLayoutFor } from './cvLayouts';

/** The pages a CV prints: the personal page, then the passport scan unless the template is single-page. */
export function cvPageNumbers(settings: Pick<CvTemplateSettings, 'numberOfPages'>): (1 | 2)[] {
  return settings.numberOfPages === 1 ? [1] : [1, 2];
}

/** One page of a CV in the layout the settings name. Pure: the same props always give the same markup. */
export function CvTemplate(props: CvPageProps) {
  const cv = cvContext(props);
  const layout = cvLayoutFor(props.settings.name);
  const Page = props.page === 2 ? layout.passportPage : layout.personalPage;
  return <Page cv={cv} />;
}
