import { useMutation, useQuery } from '@apollo/client/react';
import {
  hasRole,
  isCvMakerSearchReady,
  settingsForCompany,
  toCvTemplateRecord,
  type CvTemplateSettings,
} from '@placement/domain';
import { CV_FIXTURES } from '@placement/cv-templates';
import { useToast } from '@placement/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { CV_LIST } from '../api/cvOperations';
import { CV_MAKER_COMPANIES, SAVE_COMPANY_CV_TEMPLATE, type CvMakerCompany } from '../api/cvMakerOperations';
import type { CompanySearchState } from '../components/CompanySearch';
import { CvMakerScreen } from '../components/CvMakerScreen';
import { useCvPhotos } from '../components/photoUrls';
import { sameCvLook } from '../components/sameCvLook';
import { useSettledText } from '../components/useSettledText';

const SAMPLE = 'sample';
/** Candidates offered for the preview besides the sample: the first of the CV list. */
const PREVIEW_CANDIDATES = 20;

/**
 * /app/cvm, the CV maker (spec 02 §2.4, role ViewCompanies): find a company (the search runs with more than 2
 * characters and shows at most 10, only companies whose CVs the user may style), edit its template with the
 * CV redrawn on every change, and save it to the company. What is saved is what its CV detail, shared links
 * and downloads show: they all read the company's template and colour string.
 */
export function CvMakerPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { language } = usePreferences();
  const { user } = useCurrentUser();
  const [text, setText] = useState('');
  const settled = useSettledText(text.trim());
  const ready = isCvMakerSearchReady(settled);
  const found = useQuery(CV_MAKER_COMPANIES, {
    variables: { searchText: settled },
    skip: !ready,
    fetchPolicy: 'network-only',
  });
  const [company, setCompany] = useState<CvMakerCompany | null>(null);
  const stored = useMemo(() => (company ? settingsForCompany(company) : null), [company]);
  const [settings, setSettings] = useState<CvTemplateSettings | null>(null);
  const dirty = Boolean(settings && stored && !sameCvLook(settings, stored));
  const [save, saving] = useMutation(SAVE_COMPANY_CV_TEMPLATE);

  // A candidate of the user's own list shows the template on real data; only offered with the CV list's role.
  const canListCvs = hasRole(user?.roles, 'ViewCandidates');
  const candidates = useQuery(CV_LIST, {
    variables: { searchText: '', skip: 0, take: PREVIEW_CANDIDATES },
    skip: !canListCvs || !company,
  });
  const [previewId, setPreviewId] = useState(SAMPLE);
  const chosenCandidate = candidates.data?.employees.employees.find((e) => e._id === previewId) ?? null;
  const withPhotos = useCvPhotos(chosenCandidate, { kind: 'own' });

  const searchState: CompanySearchState = !isCvMakerSearchReady(text)
    ? { kind: 'short' }
    : text.trim() !== settled || found.loading
      ? { kind: 'loading' }
      : found.error
        ? { kind: 'failed', message: found.error.message }
        : { kind: 'found', companies: found.data?.cvMakerCompanies ?? [] };

  const choose = (id: string) => {
    const next = found.data?.cvMakerCompanies.find((candidate) => candidate._id === id);
    if (!next || dirty) return;
    setCompany(next);
    setSettings(settingsForCompany(next));
  };

  const onSave = () => {
    if (!company || !settings) return;
    save({ variables: { input: { id: company._id, cvTemplate: toCvTemplateRecord(settings) } } }).then(
      (result) => {
        const savedCompany = result.data?.saveCompanyCvTemplate;
        if (!savedCompany) return;
        setCompany(savedCompany);
        setSettings(settingsForCompany(savedCompany));
        toast('success', t('cvMaker.saved', { name: savedCompany.displayName }));
      },
      (error: Error) => toast('error', error.message),
    );
  };

  const previewOptions = [
    { value: SAMPLE, label: t('cvMaker.sample') },
    ...(candidates.data?.employees.employees ?? []).map((employee) => ({
      value: employee._id,
      label: `${employee.givenName ?? ''} ${employee.surName ?? ''} (${employee.passportNumber ?? ''})`,
    })),
  ];

  return (
    <CvMakerScreen
      search={{
        text,
        onText: setText,
        state: searchState,
        chosenId: company?._id ?? null,
        onChoose: choose,
        locked: dirty,
      }}
      company={company}
      settings={settings}
      onSettings={setSettings}
      dirty={dirty}
      saving={saving.loading}
      onSave={onSave}
      onDiscard={() => stored && setSettings(stored)}
      preview={{ options: previewOptions, value: previewId, onChange: setPreviewId }}
      employee={withPhotos ?? CV_FIXTURES.typical}
      language={language}
    />
  );
}

export { CvMakerPage as Component };
