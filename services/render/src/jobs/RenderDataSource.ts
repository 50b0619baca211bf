import type { CvAgency, CvEmployee } from '@placement/cv-templates';
import type {
  DocumentCompany,
  DocumentEmployee,
  EmbassyListEmployee,
  ExportEmployee,
  LetterAgency,
  LetterEmployee,
} from '@placement/documents';
import type { CvTemplateSettings } from '@placement/domain';

export type RenderEmployee = CvEmployee &
  EmbassyListEmployee &
  LetterEmployee &
  ExportEmployee &
  DocumentEmployee & { id: string };

/**
 * The company a job is printed for (the user's company): its details, and its partners, the contracts'
 * counterpart when an employee has no prospect.
 */
export type RenderAgency = CvAgency &
  LetterAgency &
  DocumentCompany & { partners?: readonly (DocumentCompany | null)[] | null };

export interface EmployeeLoadOptions {
  /**
   * False when the output prints no picture (letters, exports): thousands of pictures are not read for nothing.
   * With pictures, the owner's header image comes too (the visa application of a commission agency prints it).
   */
  pictures?: boolean;
  /** True for a share link that hides names and contacts: they are left out of the records (see the payload). */
  hideContact?: boolean;
}

/**
 * Where a worker reads what it prints. The API provides the real one (tenancy-scoped database reads); a
 * worker process loads it from the module named by RENDER_DATA_SOURCE.
 */
export interface RenderDataSource {
  /**
   * The employees of a company (own or shared with it), in the order asked; missing ids are left out. Each comes
   * with its visa, its owner and its prospects as records (the documents print their names and details).
   */
  employees(companyId: string, ids: string[], options?: EmployeeLoadOptions): Promise<RenderEmployee[]>;
  company(companyId: string): Promise<{ agency: RenderAgency; settings: CvTemplateSettings }>;
}
