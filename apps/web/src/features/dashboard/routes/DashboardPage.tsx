import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  DASHBOARD_STATUSES,
  DEFAULT_STUCK_DAYS,
  formatDate,
  formatNumber,
  showsTutorials,
  statusLabel,
} from '@placement/domain';
import { Button, DoughnutChart, StatusCard } from '@placement/ui';
import { useCurrentUser } from '../../../app/auth/currentUser';
import { usePreferences } from '../../../app/preferences/PreferencesProvider';
import { DASHBOARD } from '../api/DASHBOARD';
import { MorningCheckList } from '../components/MorningCheckList';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
  margin-block-end: 24px;
`;

const Section = styled.section`
  margin-block: 24px;
  h2 {
    font-size: 18px;
    margin: 0 0 12px;
  }
`;

const Check = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  margin-block-end: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 6px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  strong {
    font-size: 24px;
    min-width: 48px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  input {
    width: 80px;
    padding: 6px;
  }
`;

// A palette the ten statuses can tell apart in both modes.
const SLICE_COLOURS = [
  '#007229',
  '#ffa500',
  '#1976d2',
  '#9c27b0',
  '#e53935',
  '#00897b',
  '#6d4c41',
  '#f06292',
  '#546e7a',
  '#7cb342',
];
// The slice of every status without a card of its own (selected, discontinued, returned, legacy ...).
const OTHER_COLOUR = '#757575';

/** /app/dashboard: the ten status cards over every employee, the total, the doughnut, and the morning checks. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { user } = useCurrentUser();
  const [stuckDays, setStuckDays] = useState(DEFAULT_STUCK_DAYS);
  const [open, setOpen] = useState<'expiring' | 'stuck' | null>(null);
  const { data, loading, error } = useQuery(DASHBOARD, { variables: { stuckForDays: stuckDays } });
  const counts = new Map((data?.dashboard.statusCounts ?? []).map((row) => [row.status, row.count]));
  const total = data?.dashboard.totalCount ?? 0;
  // The ring adds up to the total: what the ten cards do not count is one more slice.
  const shown = DASHBOARD_STATUSES.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
  const others = Math.max(total - shown, 0);
  const checks = data?.morningChecks;

  if (error) return <p role="alert">{error.message}</p>;
  return (
    <div aria-busy={loading}>
      <Cards>
        <StatusCard
          title={t('admin.dashboard.total')}
          count={total}
          note={t('admin.dashboard.everyStatus')}
        />
        {DASHBOARD_STATUSES.map((status) => (
          <StatusCard
            key={status}
            title={statusLabel(status, language)}
            count={counts.get(status) ?? 0}
            total={total}
          />
        ))}
      </Cards>

      <Section aria-labelledby="morning-checks">
        <h2 id="morning-checks">{t('admin.dashboard.morning')}</h2>
        <Check>
          <strong data-testid="expiring-count">
            {formatNumber(checks?.passportsExpiringSoon ?? 0, language)}
          </strong>
          <span>
            {t('admin.dashboard.expiring', {
              day: checks ? formatDate(checks.expiringBefore, language) : '…',
            })}
          </span>
          <Button
            $variant="outlined"
            aria-expanded={open === 'expiring'}
            onClick={() => setOpen(open === 'expiring' ? null : 'expiring')}
          >
            {open === 'expiring' ? t('admin.dashboard.hideList') : t('admin.dashboard.showList')}
          </Button>
        </Check>
        {open === 'expiring' && checks && (
          <MorningCheckList
            caption={t('admin.dashboard.expiring', { day: formatDate(checks.expiringBefore, language) })}
            passportExpiresBefore={checks.expiringBefore}
          />
        )}
        <Check>
          <strong data-testid="stuck-count">{formatNumber(checks?.stuckEmployees ?? 0, language)}</strong>
          <span>{t('admin.dashboard.stuck', { days: formatNumber(stuckDays, language) })}</span>
          <label>
            {t('admin.dashboard.stuckDays')}
            <input
              type="number"
              min={1}
              max={3650}
              value={stuckDays}
              onChange={(event) => {
                const days = Number(event.target.value);
                if (Number.isInteger(days) && days >= 1 && days <= 3650) setStuckDays(days);
              }}
            />
          </label>
          <Button
            $variant="outlined"
            aria-expanded={open === 'stuck'}
            onClick={() => setOpen(open === 'stuck' ? null : 'stuck')}
          >
            {open === 'stuck' ? t('admin.dashboard.hideList') : t('admin.dashboard.showList')}
          </Button>
        </Check>
        {open === 'stuck' && (
          <MorningCheckList
            caption={t('admin.dashboard.stuck', { days: formatNumber(stuckDays, language) })}
            stuckForDays={stuckDays}
          />
        )}
      </Section>

      <Section>
        <DoughnutChart
          title={t('admin.dashboard.chart')}
          slices={[
            ...DASHBOARD_STATUSES.map((status, index) => ({
              label: statusLabel(status, language),
              value: counts.get(status) ?? 0,
              color: SLICE_COLOURS[index % SLICE_COLOURS.length]!,
            })),
            { label: t('admin.dashboard.otherStatuses'), value: others, color: OTHER_COLOUR },
          ]}
        />
      </Section>
      {showsTutorials(user?.company) && (
        <Button as={Link} to="/app/tutors">
          {t('admin.dashboard.watchVideo')}
        </Button>
      )}
    </div>
  );
}

export { DashboardPage as Component };
