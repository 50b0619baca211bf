import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { hasRole } from '@placement/domain';
import { Button, IconButton, useToast, chevronEndIcon, chevronStartIcon } from '@placement/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  CV_FIELDS,
  CV_LIST,
  GENERATE_LINK,
  type CvEmployeeResult,
  type ShareLinkResult,
} from '../api/cvOperations';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { AgencyAgentLinkDialog } from './AgencyAgentLinkDialog';
import { CvMakerPanel } from './CvMakerPanel';
import { CvOnScreen } from './CvOnScreen';
import { CvShareDialog } from './CvShareDialog';
import { downloadCv } from './downloadCv';

const SavedLookNote = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9em;
`;

/** The detail walks the list the spec loads for it: status new, skip 0, take 500. */
const DETAIL_LOAD = 500;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-block-end: 12px;
  .at {
    margin-inline: 4px;
    font-weight: 700;
  }
`;

/**
 * One candidate's CV as it prints, in owner mode (spec 02 §2.2): previous/next wrapping from last to first,
 * Show List, Download CV, Edit Detail, Share Candidate and the Agency/Agent Link. `premium` is /app/cvp: no
 * Edit Detail, the share link under the premium ccp prefix, and Show List back to the premium list.
 */
export function CvDetail({ premium }: { premium: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [downloading, setDownloading] = useState(false);
  const [shared, setShared] = useState<ShareLinkResult | null>(null);
  const [agencyLinkOf, setAgencyLinkOf] = useState<CvEmployeeResult | null>(null);
  const [makerShown, setMakerShown] = useState(false);
  // The maker's look differs from the saved one: Download CV prints the saved look, and says so.
  const [unsavedLook, setUnsavedLook] = useState(false);
  const savedOnly = makerShown && unsavedLook;
  const { user } = useCurrentUser();
  const { data, loading } = useQuery(CV_LIST, { variables: { searchText: '', skip: 0, take: DETAIL_LOAD } });
  const [generate] = useMutation(GENERATE_LINK, { refetchQueries: ['ShortLinks'] });
  const employees = data?.employees.employees ?? [];
  const id = params.get('id');
  // An unknown or missing id shows the first CV, as the spec's detail does for an empty selection.
  const found = employees.findIndex((employee) => employee._id === id);
  const index = found >= 0 ? found : 0;
  // Opened from a card, the candidate is already in Apollo's cache (the list asked for the same fields): her
  // CV is drawn at once, while the detail's own list (500, for previous/next) is still on its way.
  const opened =
    !data && id
      ? client.readFragment({
          fragment: CV_FIELDS,
          id: client.cache.identify({ __typename: 'Employee', _id: id }),
        })
      : null;
  const employee = employees[index] ?? opened ?? undefined;
  const go = (step: number) => {
    const next = employees[(index + step + employees.length) % employees.length];
    if (next) setParams({ id: next._id }, { replace: true });
  };

  // The CV maker is offered only where the save would be allowed: ViewCompanies, on the company's own CVs.
  const mayStyle =
    hasRole(user?.roles, 'ViewCompanies') &&
    Boolean(employee?.owner?._id) &&
    employee?.owner?._id === user?.company?._id;

  if (loading && !data && !employee) return <p role="status">{t('app.loading')}</p>;
  if (!employee) return <h2>{t('cvs.noCv')}</h2>;
  return (
    <section>
      <Bar>
        <IconButton icon={chevronStartIcon} mirrorInRtl label={t('cvs.previous')} onClick={() => go(-1)} />
        <span className="at">
          {employees.length > 0 ? t('cvs.cvOf', { at: index + 1, count: employees.length }) : '…'}
        </span>
        <IconButton icon={chevronEndIcon} mirrorInRtl label={t('cvs.next')} onClick={() => go(1)} />
        <Button type="button" $variant="outlined" onClick={() => navigate(premium ? '/app/pcv' : '/app/cvs')}>
          {t('cvs.showList')}
        </Button>
        <Button
          type="button"
          disabled={downloading}
          aria-describedby={savedOnly ? 'download-saved-look' : undefined}
          onClick={() => {
            setDownloading(true);
            downloadCv(client, employee)
              .catch((error: Error) => toast('error', error.message))
              .finally(() => setDownloading(false));
          }}
        >
          {downloading ? t('cvs.downloading') : savedOnly ? t('cvs.downloadSavedCv') : t('cvs.downloadCv')}
        </Button>
        {savedOnly && (
          <SavedLookNote id="download-saved-look" role="status">
            {t('cvs.downloadSavedNote')}
          </SavedLookNote>
        )}
        {!premium && (
          <Button type="button" $variant="outlined" onClick={() => navigate(`/app/employee/${employee._id}`)}>
            {t('cvs.editDetail')}
          </Button>
        )}
        <Button
          type="button"
          $variant="outlined"
          onClick={() =>
            generate({ variables: { employeeIds: [employee._id] } }).then(
              (result) => setShared(result.data?.generateLink ?? null),
              (error: Error) => toast('error', error.message),
            )
          }
        >
          {t('cvs.shareCandidate')}
        </Button>
        <Button type="button" $variant="outlined" onClick={() => setAgencyLinkOf(employee)}>
          {t('cvs.agencyAgentLink')}
        </Button>
        {mayStyle && (
          <label>
            <input
              type="checkbox"
              checked={makerShown}
              onChange={(event) => setMakerShown(event.target.checked)}
            />
            {t('cvs.showCvMaker')}
          </label>
        )}
      </Bar>
      {mayStyle && makerShown ? (
        <CvMakerPanel key={employee._id} employee={employee} onUnsavedChange={setUnsavedLook} />
      ) : (
        <CvOnScreen key={employee._id} employee={employee} source={{ kind: 'own' }} />
      )}
      <CvShareDialog link={shared} premium={premium} onClose={() => setShared(null)} />
      <AgencyAgentLinkDialog
        employee={agencyLinkOf}
        ownCompanyId={user?.company?._id ?? null}
        onClose={() => setAgencyLinkOf(null)}
      />
    </section>
  );
}
