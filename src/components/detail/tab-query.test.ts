import { describe, expect, it } from 'vitest';
import { withTab } from './tab-query';

describe('withTab', () => {
  it('sets the tab and keeps the rest of the query', () => {
    expect(withTab('from=list&tab=audit', 'tab', 'technical')).toBe('from=list&tab=technical');
  });

  it('drops the parameter for the first tab', () => {
    expect(withTab('tab=audit&from=list', 'tab', undefined)).toBe('from=list');
    expect(withTab('', 'tab', undefined)).toBe('');
  });
});
