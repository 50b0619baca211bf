import { useQuery } from '@apollo/client/react';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, statusLabel } from '@placement/domain';
import { DataTable, type ColumnDef } from '@placement/ui';
import type { ResultOf } from '../../../app/graphql/graphql';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { MORNING_CHECK_EMPLOYEES } from '../api/DASHBOARD';

type Row = ResultOf<typeof MORNING_CHECK_EMPLOYEES>['employees']['employees'][number];

/** The employees behind one morning-check count, each opening its record. */
export function MorningCheckList(props: {
  caption: string;
  passportExpiresBefore?: string;
  stuckForDays?: number;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { data, loading } = useQuery(MORNING_CHECK_EMPLOYEES, {
    variables: { passportExpiresBefore: props.passportExpiresBefore, stuckForDays: props.stuckForDays },
    fetchPolicy: 'network-only',
  });
  const columns: ColumnDef<Row>[] = [
    {
      id: 'name',
      header: t('admin.common.name'),
      cell: ({ row }) => (
        <Link to={`/app/employee/${row.original._id}`}>
          {[row.original.givenName, row.original.surName].filter(Boolean).join(' ')}
        </Link>
      ),
    },
    {
      id: 'passport',
      header: t('admin.dashboard.passportNumber'),
      cell: ({ row }) => row.original.passportNumber,
    },
    {
      id: 'expiry',
      header: t('admin.dashboard.expiry'),
      cell: ({ row }) =>
        row.original.passportExpiryDate ? formatDate(row.original.passportExpiryDate, language) : '',
    },
    {
      id: 'stage',
      header: t('admin.dashboard.stage'),
      cell: ({ row }) => statusLabel(row.original.status, language),
    },
  ];
  return (
    <DataTable
      caption={props.caption}
      rows={data?.employees.employees ?? []}
      columns={columns}
      getRowId={(row) => row._id}
      loading={loading}
      emptyText={t('admin.dashboard.listEmpty')}
      totalLabel={props.caption}
    />
  );
}
