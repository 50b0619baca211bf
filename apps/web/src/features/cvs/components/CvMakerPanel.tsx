import { useMutation } from '@apollo/client/react';
import { settingsForCompany, toCvTemplateRecord, type CvTemplateSettings } from '@placement/domain';
import { ColourMaker } from '@placement/cv-templates';
import { Button, useToast } from '@placement/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import type { CvEmployeeResult } from '../api/cvOperations';
import { SAVE_COMPANY_CV_TEMPLATE } from '../api/cvMakerOperations';
import { makerPreviewScale } from './makerPreviewScale';
import { useCvPhotos, usePrivatePicture } from './photoUrls';
import { sameCvLook } from './sameCvLook';
import { useElementWidth } from './useElementWidth';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-block-end: 12px;
  .state {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * 'Show CV Maker' on the CV detail (spec 02 §2.2): the side colour panel beside this candidate's CV, for a user
 * who may style the company's CVs (ViewCompanies, checked again by the server on save). What is saved is what
 * every CV of the company then shows and prints.
 */
export function CvMakerPanel({
  employee,
  onUnsavedChange,
}: {
  employee: CvEmployeeResult;
  /** Told whether the look on screen differs from the saved one (Download CV prints the saved one). */
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { language } = usePreferences();
  const owner = employee.owner;
  const stored = useMemo(() => settingsForCompany(owner), [owner]);
  // Edits are kept against the look they started from; a saved look (the cache updates the owner) starts anew.
  const [draft, setDraft] = useState<{ from: CvTemplateSettings; settings: CvTemplateSettings } | null>(null);
  const settings = draft && draft.from === stored ? draft.settings : stored;
  const dirty = !sameCvLook(settings, stored);
  useEffect(() => onUnsavedChange?.(dirty), [dirty, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange?.(false), [onUnsavedChange]);
  const [save, saving] = useMutation(SAVE_COMPANY_CV_TEMPLATE);
  const withPhotos = useCvPhotos(employee, { kind: 'own' });
  const header = usePrivatePicture(owner?.header, { kind: 'own' });
  const agency = useMemo(() => ({ ...owner, header }), [owner, header]);
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);

  const onSave = () => {
    if (!owner?._id) return;
    save({ variables: { input: { id: owner._id, cvTemplate: toCvTemplateRecord(settings) } } }).then(
      (result) => {
        const saved = result.data?.saveCompanyCvTemplate;
        if (saved) toast('success', t('cvMaker.saved', { name: saved.displayName }));
      },
      (error: Error) => toast('error', error.message),
    );
  };

  return (
    <section ref={frame} aria-label={t('cvs.showCvMaker')} data-testid="cv-maker-panel">
      <Actions>
        <Button type="button" disabled={!dirty || saving.loading} onClick={onSave}>
          {saving.loading ? t('cvMaker.saving') : t('cvMaker.save')}
        </Button>
        <Button
          type="button"
          $variant="outlined"
          disabled={!dirty || saving.loading}
          onClick={() => setDraft(null)}
        >
          {t('cvMaker.discard')}
        </Button>
        <span className="state" role="status">
          {dirty ? t('cvMaker.unsaved') : t('cvMaker.allSaved')}
        </span>
      </Actions>
      {withPhotos && width > 0 && (
        <ColourMaker
          settings={settings}
          onChange={(next) => setDraft({ from: stored, settings: next })}
          employee={withPhotos}
          agency={agency}
          uiLang={language}
          defaultReading="maker"
          previewScale={makerPreviewScale(width)}
        />
      )}
    </section>
  );
}
