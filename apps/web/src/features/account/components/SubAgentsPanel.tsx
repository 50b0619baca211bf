import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { subAgentInputSchema, type SubAgentInput } from '@placement/domain';
import { Button, DataTable, InlineForm, TextField, useToast, type ColumnDef } from '@placement/ui';
import { translateFormErrors } from '../../../app/forms/translateFormErrors';

export interface SubAgentRow {
  _id: string;
  displayName: string;
  telephone?: string | null;
}

export interface SubAgentsPanelProps {
  subAgents: SubAgentRow[];
  /** Stores a new sub agent (no id) or changes one; rejects with the server's message. */
  onSave: (input: SubAgentInput & { id?: string }) => Promise<unknown>;
}

const EMPTY: SubAgentInput = { displayName: '', telephone: '' };

/**
 * The Sub Agents panel of a sudan agency's My account page (spec 01 §2): agent name and telephone with Save
 * and Reset, and the table of sub agents, each with Edit, which brings it into the form.
 */
export function SubAgentsPanel({ subAgents, onSave }: SubAgentsPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [editing, setEditing] = useState<SubAgentRow | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<SubAgentInput>({
    resolver: translateFormErrors(zodResolver(subAgentInputSchema), t),
    defaultValues: EMPTY,
  });

  const clear = () => {
    setEditing(null);
    reset(EMPTY);
  };
  const save = handleSubmit(async (values) => {
    try {
      await onSave(editing ? { ...values, id: editing._id } : values);
      toast('success', editing ? t('admin.profile.subAgentUpdated') : t('admin.profile.subAgentCreated'));
      clear();
    } catch (failure) {
      toast('error', (failure as Error).message);
    }
  });
  const edit = (row: SubAgentRow) => {
    setEditing(row);
    reset({ displayName: row.displayName, telephone: row.telephone ?? '' });
  };

  const columns: ColumnDef<SubAgentRow>[] = [
    { id: 'number', header: t('admin.profile.number'), cell: ({ row }) => row.index + 1 },
    { id: 'name', header: t('admin.common.name'), cell: ({ row }) => row.original.displayName },
    {
      id: 'telephone',
      header: t('admin.profile.telephone'),
      // Telephone numbers read left to right in Arabic pages too.
      cell: ({ row }) => <span dir="ltr">{row.original.telephone ?? ''}</span>,
    },
    {
      id: 'edit',
      header: t('admin.common.edit'),
      cell: ({ row }) => (
        <Button
          type="button"
          $variant="outlined"
          aria-label={t('admin.profile.editSubAgent', { name: row.original.displayName })}
          onClick={() => edit(row.original)}
        >
          {t('admin.common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div>
      {editing && <p role="status">{t('admin.profile.editingSubAgent', { name: editing.displayName })}</p>}
      <InlineForm aria-label={t('admin.profile.subAgents')} onSubmit={(event) => void save(event)} noValidate>
        <TextField control={control} name="displayName" label={t('admin.profile.agentName')} />
        <TextField
          control={control}
          name="telephone"
          type="tel"
          autoComplete="off"
          label={t('admin.profile.telephone')}
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('admin.common.save')}
        </Button>
        <Button type="button" $variant="outlined" onClick={clear}>
          {t('admin.profile.reset')}
        </Button>
      </InlineForm>
      <DataTable
        caption={t('admin.profile.subAgents')}
        rows={subAgents}
        columns={columns}
        getRowId={(row) => row._id}
        emptyText={t('admin.profile.noSubAgents')}
        totalLabel={t('admin.profile.subAgents')}
      />
    </div>
  );
}
