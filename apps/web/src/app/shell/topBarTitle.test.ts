import { describe, expect, it } from 'vitest';
import { topBarTitle } from './topBarTitle';

describe('top bar title', () => {
  it("is the company's Amharic name in Arabic (right to left) and in Amharic", () => {
    expect(topBarTitle('Employees', 'ar', 'አዲስ ስታር')).toEqual({ title: 'አዲስ ስታር', direction: 'rtl' });
    expect(topBarTitle('Employees', 'am', 'አዲስ ስታር')).toEqual({ title: 'አዲስ ስታር', direction: 'ltr' });
  });

  it('is the page title in English, or without an Amharic name', () => {
    expect(topBarTitle('Employees', 'en', 'አዲስ ስታር').title).toBe('Employees');
    expect(topBarTitle('العمالة', 'ar', '  ').title).toBe('العمالة');
  });
});
