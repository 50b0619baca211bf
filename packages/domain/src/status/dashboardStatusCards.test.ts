import { describe, expect, it } from 'vitest';
import { dashboardStatusCards } from './dashboardStatusCards';

describe('dashboardStatusCards', () => {
  it('counts each stage over all loaded employees', () => {
    const employees = [
      { status: 'new' },
      { status: 'new' },
      { status: 'traveled' },
      { status: 'discontinued' },
      { status: null },
      { status: 'on_good_condition' },
    ];
    const cards = dashboardStatusCards(employees);
    expect(cards).toHaveLength(10);
    expect(cards[0]).toEqual({
      status: 'new',
      label: 'Available',
      count: 2,
      total: 6,
      fraction: '2/6',
      percent: 33,
    });
    expect(cards.find((card) => card.status === 'traveled')).toMatchObject({ fraction: '1/6', percent: 17 });
    expect(cards.find((card) => card.status === 'medical_process')).toMatchObject({ count: 0, percent: 0 });
  });

  it('shows 0/0 and 0% with no employees', () => {
    expect(dashboardStatusCards([], 'ar')[0]).toMatchObject({ label: 'متاح', fraction: '0/0', percent: 0 });
  });
});
