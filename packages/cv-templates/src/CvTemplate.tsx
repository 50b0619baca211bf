import { ContinuedPage } from './blocks/ContinuedPage';
import { cvContext, type CvPageProps } from './CvContext';
import { cvLayoutFor } from './cvLayouts';
import { PassportPage } from './blocks/PassportPage';
import { cvFlow } from './paging/cvFlow';
import { continuationNumber } from './paging/cvPages';

/**
 * One page of a CV in the layout the settings name. Pure: the same props always give the same markup. The
 * personal page and its continuation pages print their own part of the work rows and remark (cvFlow).
 */
export function CvTemplate(props: CvPageProps) {
  const layout = cvLayoutFor(props.settings.name);
  if (props.page === 2) return <PassportPage cv={cvContext(props)} look={layout.look} />;
  const flow = cvFlow(props.employee, props.settings);
  // A page past the flow's last (settings changed since the page list was made) prints the personal page.
  const more = continuationNumber(props.page);
  const part = flow.pages[more] ?? flow.pages[0]!;
  const cv = cvContext(
    { ...props, employee: part.employee },
    { settings: flow.settings, workContinues: part.workContinues },
  );
  if (more === 0 || !flow.pages[more]) return <layout.personalPage cv={cv} />;
  return <ContinuedPage cv={cv} look={layout.look} part={part} />;
}
