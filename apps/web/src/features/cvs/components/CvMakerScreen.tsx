import type { CvTemplateSettings, Lang } from '@placement/domain';
import { ColourMaker, type CvAgency, type CvEmployee } from '@placement/cv-templates';
import { Button, FieldFrame, Select } from '@placement/ui';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CompanySearch, type CompanySearchProps } from './CompanySearch';
import { makerPreviewScale } from './makerPreviewScale';
import { useElementWidth } from './useElementWidth';

export interface CvMakerScreenProps {
  search: CompanySearchProps;
  /** The chosen company, with its working settings (null until one is chosen). */
  company: (CvAgency & { displayName: string }) | null;
  settings: CvTemplateSettings | null;
  onSettings: (settings: CvTemplateSettings) => void;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  /** Whom the live preview shows: the sample candidate or one of the company's candidates. */
  preview: {
    options: readonly { value: string; label: string }[];
    value: string;
    onChange: (value: string) => void;
  };
  employee: CvEmployee;
  language: Lang;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 16px;
  margin-block-end: 12px;
  h2 {
    flex: 1 1 100%;
    margin: 0;
    font-size: 20px;
  }
  > div:first-of-type {
    min-width: 220px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-block-end: 14px;
  .state {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .state[data-dirty='true'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;

const Empty = styled.section`
  padding: 32px 16px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The CV maker screen (spec 02 §2.4): search and choose a company, then edit its template with the live preview
 * beside the settings, and save it. Presentational: the route keeps the state and calls the API.
 */
export function CvMakerScreen({
  search,
  company,
  settings,
  onSettings,
  dirty,
  saving,
  onSave,
  onDiscard,
  preview,
  employee,
  language,
}: CvMakerScreenProps) {
  const { t } = useTranslation();
  const previewId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);

  return (
    <div ref={frame}>
      <CompanySearch {...search} />
      {!company || !settings ? (
        <Empty>
          <h2>{t('cvMaker.chooseTitle')}</h2>
          <p>{t('cvMaker.choose')}</p>
        </Empty>
      ) : (
        <section aria-labelledby={`${previewId}-title`}>
          <Bar>
            <h2 id={`${previewId}-title`}>{t('cvMaker.editing', { name: company.displayName })}</h2>
            <FieldFrame inputId={previewId} label={t('cvMaker.previewWith')} errorId={`${previewId}-error`}>
              <Select
                id={previewId}
                name="previewEmployee"
                value={preview.value}
                onChange={(event) => preview.onChange(event.target.value)}
              >
                {preview.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </FieldFrame>
            <Actions>
              <Button type="button" disabled={!dirty || saving} onClick={onSave}>
                {saving ? t('cvMaker.saving') : t('cvMaker.save')}
              </Button>
              <Button type="button" $variant="outlined" disabled={!dirty || saving} onClick={onDiscard}>
                {t('cvMaker.discard')}
              </Button>
              <span className="state" role="status" data-dirty={dirty}>
                {dirty ? t('cvMaker.unsaved') : t('cvMaker.allSaved')}
              </span>
            </Actions>
          </Bar>
          {width > 0 && (
            <ColourMaker
              settings={settings}
              onChange={onSettings}
              employee={employee}
              agency={company}
              uiLang={language}
              defaultReading="maker"
              previewScale={makerPreviewScale(width)}
            />
          )}
        </section>
      )}
    </div>
  );
}
