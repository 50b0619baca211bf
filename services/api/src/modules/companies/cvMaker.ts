import {
  CV_MAKER_SEARCH_RESULTS,
  cvMakerSearchSchema,
  cvTemplateInputSchema,
  formatColourString,
  parseCvTemplateSettings,
  settingsForCompany,
  toCvTemplateRecord,
} from '@placement/domain';
import type { SignedInContext } from '../../context';
import { notFound } from '../../errors';
import { parseInput } from '../../inputChecks';
import { findCvTemplateCompany, searchCvTemplateCompanies, storeCvTemplate } from './cvTemplateCompanies';

/**
 * The CV maker (spec 02 §2.4, role ViewCompanies): find a company by more than 2 characters (10 results), and
 * save its template. The template is checked field by field by the domain, merged over the company's current
 * look (a partial template changes only what it names) and stored with the colour string made from it, so the
 * CVs (which read the colour string last) show exactly the colours saved.
 */
export const cvMakerQueries = {
  cvMakerCompanies: (_root: unknown, args: { searchText: string }, context: unknown) => {
    const ctx = context as SignedInContext;
    const text = parseInput(cvMakerSearchSchema, args.searchText, 'searchText');
    return searchCvTemplateCompanies(ctx.db, ctx.scope, text, CV_MAKER_SEARCH_RESULTS);
  },
};

export const cvMakerMutations = {
  saveCompanyCvTemplate: async (_root: unknown, args: { input: unknown }, context: unknown) => {
    const ctx = context as SignedInContext;
    const input = parseInput(cvTemplateInputSchema, args.input);
    const company = await findCvTemplateCompany(ctx.db, ctx.scope, input.id);
    if (!company) throw notFound('Company');
    const current = settingsForCompany({
      cvTemplate: company.cvTemplate,
      remarks: typeof company.remarks === 'string' ? company.remarks : '',
    });
    const settings = parseCvTemplateSettings(input.cvTemplate, current);
    await storeCvTemplate(ctx.db, company._id, toCvTemplateRecord(settings), formatColourString(settings));
    return (await findCvTemplateCompany(ctx.db, ctx.scope, company._id))!;
  },
};
