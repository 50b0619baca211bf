import type { CvAgency, CvEmployee } from '@placement/cv-templates';
import type { EmbassyListEmployee, ExportEmployee, LetterEmployee } from '@placement/documents';
import type { CvTemplateSettings } from '@placement/domain';

export type RenderEmployee = CvEmployee &
  EmbassyListEmployee &
  LetterEmployee &
  ExportEmployee & { id: string };

export interface EmployeeLoadOptions {
  /** False when the output prints no photo (letters, exports): thousands of pictures are not read for nothing. */
  pictures?: boolean;
}

/**
 * Where a worker reads what it prints. The API provides the real one (tenancy-scoped database reads); a
 * worker process loads it from the module named by RENDER_DATA_SOURCE.
 */
export interface RenderDataSource {
  /** The employees of a company (own or shared with it), in the order asked; missing ids are left out. */
  employees(companyId: string, ids: string[], options?: EmployeeLoadOptions): Promise<RenderEmployee[]>;
  company(companyId: string): Promise<{ agency: CvAgency; settings: CvTemplateSettings }>;
}
