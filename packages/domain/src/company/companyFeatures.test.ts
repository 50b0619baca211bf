import { describe, expect, it } from 'vitest';
import { NATIONALITIES } from '../enums';
import {
  homeRoute,
  nationalityOptions,
  showsAmharicNameFields,
  showsSubAgentsPanel,
  showsSudanExtras,
} from './companyFeatures';

const standard = { depositAmount: '' };
const commission = { depositAmount: '1000' };
const sudan = { depositAmount: 'sudan' };
const sudan2 = { depositAmount: 'sudan2' };

describe('company features by variant', () => {
  it.each([
    ['standard', standard, false, false, false, true, '/app/employees'],
    ['commission', commission, false, false, false, true, '/app/coms'],
    ['sudan', sudan, true, true, true, true, '/app/coms'],
    ['sudan2', sudan2, false, true, false, false, '/app/coms'],
  ])('%s', (_name, company, panelSudanOnly, panelEither, extras, amharic, home) => {
    expect(showsSubAgentsPanel(company)).toBe(panelSudanOnly);
    expect(showsSubAgentsPanel(company, 'sudanOnly')).toBe(panelSudanOnly);
    expect(showsSubAgentsPanel(company, 'eitherSudanMarker')).toBe(panelEither);
    expect(showsSudanExtras(company)).toBe(extras);
    expect(showsAmharicNameFields(company)).toBe(amharic);
    expect(homeRoute(company)).toBe(home);
  });

  it('lists Sudanese first for sudan companies only', () => {
    expect(nationalityOptions(sudan)[0]).toBe('sudanese');
    expect([...nationalityOptions(sudan)].sort()).toEqual([...NATIONALITIES].sort());
    expect(nationalityOptions(standard)[0]).toBe('ethiopian');
  });
});
