import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageBar, SubmitButton } from '@placement/ui';
import { PageLoading } from '../../../app/routing/PageLoading';
import { useVisaForm } from '../components/useVisaForm';
import { VisaInfoPanel } from '../components/VisaInfoPanel';
import { VisaTabsPanel } from '../components/VisaTabsPanel';

/** /app/visa/{id}: Visa Info, then the tabs Sponsor Address and Visa Condition; the foreign agent for local agencies. */
export function VisaPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { form, formRef, onSubmit, isNew, loaded, waiting, saving, agentId, setAgentId } = useVisaForm(id);

  if (!isNew && loaded.error) {
    return (
      <PageBar>
        <Link to="/app/visas">{t('visas.back')}</Link>
        <p role="alert">{t('visas.notFound')}</p>
      </PageBar>
    );
  }
  if (waiting) return <PageLoading />;
  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={loaded.loading}>
      <PageBar>
        <Link to="/app/visas">{t('visas.back')}</Link>
        <SubmitButton blocked={!form.formState.isValid} busy={saving.loading}>
          {t('visas.save')}
        </SubmitButton>
      </PageBar>
      <VisaInfoPanel control={form.control} agentId={agentId} onAgentChange={setAgentId} />
      <VisaTabsPanel form={form} />
    </form>
  );
}

/** The route: another id is another visa, so "Add Visa" after viewing one opens an empty form, never a copy. */
function VisaRoute() {
  const { id = '' } = useParams();
  return <VisaPage key={id} />;
}

export { VisaRoute as Component };
