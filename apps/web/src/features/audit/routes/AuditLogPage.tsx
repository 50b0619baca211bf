import { useQuery } from '@apollo/client/react';

import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, DataTable, DateField, type ColumnDef } from '@placement/ui';
import type { ResultOf } from '../../../app/graphql/graphql';
import { AUDIT_LOG } from '../api/AUDIT_LOG';

type Entry = ResultOf<typeof AUDIT_LOG>['auditLog']['entries'][number];

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  margin-block-end: 16px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  input,
  select {
    padding: 8px;
  }
`;

/** The company's audit log for its admins: who, when, which operation, which record, result. Never values. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ userId: '', recordId: '', from: '', to: '' });
  // The day filters are the app's own date fields (dd-MMM-yyyy, the calendar in the user's language), not the
  // browser's date input, whose format follows the browser's locale.
  const days = useForm<{ from: string; to: string }>({ defaultValues: { from: '', to: '' } });
  const [filter, setFilter] = useState(draft);
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 50 });
  const { data, loading, error } = useQuery(AUDIT_LOG, {
    variables: {
      userId: filter.userId || undefined,
      recordId: filter.recordId || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      skip: page.pageIndex * page.pageSize,
      take: page.pageSize,
    },
    fetchPolicy: 'network-only',
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPage({ ...page, pageIndex: 0 });
    setFilter({ ...draft, ...days.getValues() });
  };
  const columns: ColumnDef<Entry>[] = [
    {
      id: 'at',
      header: t('admin.audit.when'),
      cell: ({ row }) => (
        <time dateTime={row.original.at}>{row.original.at.replace('T', ' ').replace('Z', '')}</time>
      ),
    },
    { id: 'who', header: t('admin.audit.who'), cell: ({ row }) => row.original.userName },
    { id: 'operation', header: t('admin.audit.operation'), cell: ({ row }) => row.original.operation },
    {
      id: 'record',
      header: t('admin.audit.record'),
      cell: ({ row }) => <code>{row.original.recordId}</code>,
    },
    { id: 'result', header: t('admin.audit.result'), cell: ({ row }) => row.original.result },
  ];
  return (
    <section>
      <Filters onSubmit={apply} aria-label={t('admin.audit.filter')}>
        <label>
          {t('admin.audit.user')}
          <select
            value={draft.userId}
            onChange={(event) => setDraft({ ...draft, userId: event.target.value })}
          >
            <option value="">—</option>
            {(data?.Users.users ?? []).map((user) => (
              <option key={user._id} value={user._id}>
                {user.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('admin.audit.record')}
          <input
            value={draft.recordId}
            onChange={(event) => setDraft({ ...draft, recordId: event.target.value.trim() })}
          />
        </label>
        <DateField control={days.control} name="from" label={t('admin.audit.from')} />
        <DateField control={days.control} name="to" label={t('admin.audit.to')} />
        <Button type="submit">{t('admin.audit.filter')}</Button>
      </Filters>
      {error && <p role="alert">{error.message}</p>}
      <DataTable
        caption={t('admin.audit.title')}
        rows={data?.auditLog.entries ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        loading={loading && !data}
        emptyText={t('admin.audit.empty')}
        totalLabel={t('admin.audit.title')}
        totalCount={data?.auditLog.totalCount ?? 0}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        onPageChange={setPage}
      />
    </section>
  );
}

export { AuditLogPage as Component };
