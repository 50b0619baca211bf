import { useMutation, useQuery } from '@apollo/client/react';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@placement/domain';
import {
  Button,
  useConfirmedDelete,
  DataTable,
  Table,
  TableFrame,
  Tabs,
  useToast,
  type ColumnDef,
} from '@placement/ui';
import type { ResultOf } from '../../../app/graphql/graphql';
import { useEnumLabel } from '../../../app/i18n/useEnumLabel';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import {
  DELETE_MEDICAL_PAYMENT,
  MEDICAL_PAYMENTS,
  MEDICAL_SUMMARY,
  SAVE_MEDICAL_PAYMENT,
} from '../api/MEDICAL';
import { MedicalPaymentForm } from '../components/MedicalPaymentForm';
import { EMPTY_PAYMENT, toPaymentInput } from '../components/toPaymentInput';

type PaymentRow = ResultOf<typeof MEDICAL_PAYMENTS>['medicalPayments']['medicalPayments'][number];

function PaymentTable(props: { status?: string }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const enumLabel = useEnumLabel();
  const { data, loading, refetch } = useQuery(MEDICAL_PAYMENTS, {
    variables: { status: props.status, take: 500 },
    fetchPolicy: 'cache-and-network',
  });
  const [deletePayment] = useMutation(DELETE_MEDICAL_PAYMENT);
  const { confirmDelete, dialog: deleteDialog } = useConfirmedDelete<PaymentRow>({
    removedText: t('admin.medical.removed'),
    remove: (payment) => deletePayment({ variables: { id: payment._id } }).then(() => refetch()),
  });
  const columns: ColumnDef<PaymentRow>[] = [
    { id: 'serial', header: t('admin.common.serial'), cell: ({ row }) => row.index + 1 },
    {
      id: 'orderedAt',
      header: t('admin.medical.orderedAt'),
      cell: ({ row }) => row.original.orderedAt?.slice(0, 10) ?? '',
    },
    {
      id: 'amount',
      header: t('admin.medical.totalAmount'),
      cell: ({ row }) => formatNumber(row.original.totalAmount, language),
    },
    {
      id: 'status',
      header: t('admin.common.status'),
      cell: ({ row }) => enumLabel('medicalPaymentStatus', row.original.status),
    },
    {
      id: 'screenshot',
      header: t('admin.medical.screenshot'),
      // The screenshot is a private file: its link opens the payment, which shows it to the signed-in user.
      cell: ({ row }) =>
        row.original.screenshotLink ? (
          <Link
            to={`/app/medicalPayment/${row.original._id}`}
            aria-label={`${t('admin.medical.screenshotImage')} ${row.index + 1}`}
          >
            {t('admin.common.open')}
          </Link>
        ) : (
          ''
        ),
    },
    {
      id: 'actions',
      header: t('admin.common.actions'),
      cell: ({ row }) => (
        <span style={{ display: 'flex', gap: 8 }}>
          <Button as={Link} $variant="outlined" to={`/app/medicalPayment/${row.original._id}`}>
            {t('admin.common.edit')}
          </Button>
          <Button $variant="danger" onClick={() => confirmDelete(row.original)}>
            {t('admin.common.delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={props.status ? t('admin.medical.failed') : t('admin.medical.ordered')}
        rows={data?.medicalPayments.medicalPayments ?? []}
        columns={columns}
        pinnedEnd="actions"
        getRowId={(row) => row._id}
        loading={loading && !data}
        emptyText={t('admin.medical.empty')}
        totalLabel={t('admin.medical.count')}
      />
      {deleteDialog}
    </>
  );
}

interface TotalsRow {
  key: string;
  /** The row's own columns (its status, or its month and status), before the two figures. */
  labels: string[];
  count: number;
  totalAmount: number;
}

/** One totals table: the row's own columns, then its payment count and total amount lined up at the end. */
function TotalsTable(props: { caption: string; headers: string[]; rows: TotalsRow[] }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return (
    <TableFrame>
      <Table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            <th scope="col" data-numeric>
              {t('admin.medical.count')}
            </th>
            <th scope="col" data-numeric>
              {t('admin.medical.totalAmount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              {row.labels.map((label, index) => (
                <td key={index}>{label}</td>
              ))}
              <td data-numeric>{formatNumber(row.count, language)}</td>
              <td data-numeric>{formatNumber(row.totalAmount, language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}

function Summary() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const { data, loading } = useQuery(MEDICAL_SUMMARY, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <p aria-busy="true">{t('app.loading')}</p>;
  const summary = data?.medicalPaymentSummary;
  if (!summary || summary.byStatus.length === 0) return <p>{t('admin.medical.empty')}</p>;
  const status = (value: string) => enumLabel('medicalPaymentStatus', value);
  return (
    <>
      <TotalsTable
        caption={t('admin.medical.byStatus')}
        headers={[t('admin.common.status')]}
        rows={summary.byStatus.map((row) => ({ ...row, key: row.status, labels: [status(row.status)] }))}
      />
      <div style={{ marginBlockStart: 16 }}>
        <TotalsTable
          caption={t('admin.medical.byMonth')}
          headers={[t('admin.medical.month'), t('admin.common.status')]}
          rows={summary.byMonth.map((row) => ({
            ...row,
            key: `${row.month}-${row.status}`,
            labels: [row.month ?? '', status(row.status)],
          }))}
        />
      </div>
    </>
  );
}

/** /app/meds: Ordered, Add New, Failed (canceled payments) and Summary (totals by status and by month). */
export function MedicalPaymentsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [tab, setTab] = useState('ordered');
  const [savePayment, { loading: saving }] = useMutation(SAVE_MEDICAL_PAYMENT, {
    refetchQueries: [MEDICAL_PAYMENTS, MEDICAL_SUMMARY],
  });
  const [formKey, setFormKey] = useState(0);
  return (
    <Tabs
      label={t('pages.meds')}
      selectedId={tab}
      onSelect={setTab}
      tabs={[
        { id: 'ordered', label: t('admin.medical.ordered'), content: <PaymentTable /> },
        {
          id: 'add',
          label: t('admin.medical.addNew'),
          content: (
            <MedicalPaymentForm
              key={formKey}
              initial={EMPTY_PAYMENT}
              saving={saving}
              onSubmit={(values) => {
                savePayment({ variables: { input: toPaymentInput('0', values) } })
                  .then(() => {
                    toast('success', t('admin.medical.saved'));
                    setFormKey((key) => key + 1);
                    setTab('ordered');
                  })
                  .catch((error: Error) => toast('error', error.message));
              }}
            />
          ),
        },
        { id: 'failed', label: t('admin.medical.failed'), content: <PaymentTable status="canceled" /> },
        { id: 'summary', label: t('admin.medical.summary'), content: <Summary /> },
      ]}
    />
  );
}

export { MedicalPaymentsPage as Component };
