import { describe, expect, it } from 'vitest';
import { DASHBOARD_STATUSES, LIST_FILTER_STATUSES, REPORT_STATUSES } from './statusLists';

describe('status lists', () => {
  it('employee list filter starts with all, adds visa_canceled and leaves out selected', () => {
    expect(LIST_FILTER_STATUSES[0]).toBe('all');
    expect(LIST_FILTER_STATUSES).toContain('visa_canceled');
    expect(LIST_FILTER_STATUSES).toContain('new');
    expect(LIST_FILTER_STATUSES).toContain('discontinued');
    expect(LIST_FILTER_STATUSES).toContain('contract_completed');
    expect(LIST_FILTER_STATUSES).not.toContain('selected');
  });

  it('reports offer every current status but new', () => {
    expect(REPORT_STATUSES).not.toContain('new');
    expect(REPORT_STATUSES).not.toContain('all');
    expect(REPORT_STATUSES[0]).toBe('selected');
    expect(REPORT_STATUSES).toContain('on_good_condition');
    expect(REPORT_STATUSES).toContain('visa_canceled');
  });

  it('dashboard shows ten cards from new to on_good_condition', () => {
    expect(DASHBOARD_STATUSES).toHaveLength(10);
    expect(DASHBOARD_STATUSES[0]).toBe('new');
    expect(DASHBOARD_STATUSES[9]).toBe('on_good_condition');
    expect(DASHBOARD_STATUSES).not.toContain('selected');
  });
});
