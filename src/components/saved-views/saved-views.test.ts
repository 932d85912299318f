import { describe, expect, it } from 'vitest';
import { checkViews, mergedViews, readViewsFile, renamedView, viewsFile, withoutView, withView, type SavedView } from './saved-views';

const view = (name: string, query = 'state=Processed'): SavedView => ({
  name,
  query,
  columns: { receipt: true },
  savedAt: '2026-10-31T18:10:00.000Z',
});

describe('saved views', () => {
  it('saves, replaces by name, renames and deletes views of a list, in name order', () => {
    let all = withView({}, 'payloads-calls', view('Week'));
    all = withView(all, 'payloads-calls', view('Alpha'));
    all = withView(all, 'payloads-calls', view('Week', 'late=true'));
    expect(all['payloads-calls']?.map((entry) => [entry.name, entry.query])).toEqual([
      ['Alpha', 'state=Processed'],
      ['Week', 'late=true'],
    ]);
    all = renamedView(all, 'payloads-calls', 'Alpha', '  Unconfirmed calls\nthis week ');
    expect(all['payloads-calls']?.map((entry) => entry.name)).toEqual(['Unconfirmed calls this week', 'Week']);
    all = withoutView(withoutView(all, 'payloads-calls', 'Week'), 'payloads-calls', 'Unconfirmed calls this week');
    expect(all).toEqual({});
  });

  it('reads stored or imported views as hostile: bad lists, names, columns and whole files are dropped', () => {
    expect(checkViews('nope')).toBeUndefined();
    expect(
      checkViews({
        'payloads-calls': [
          view('Good'),
          { name: '', query: 'x' },
          { name: 'No query' },
          { ...view('Cols'), columns: { 'a b': true, ok: 'yes', late: false } },
        ],
        '../../etc': [view('Bad list')],
        devices: 'not a list',
      }),
    ).toEqual({ 'payloads-calls': [view('Good'), { ...view('Cols'), columns: { late: false } }] });
  });

  it('writes every view to a file that names its format, and merges a file into the views kept', () => {
    const kept = withView({}, 'devices', view('Mine'));
    const text = viewsFile(withView({}, 'devices', view('Mine', 'status=active')), 'acme', new Date('2026-10-31T00:00:00Z'));
    expect(JSON.parse(text)).toMatchObject({ format: 'compliance-portal-saved-views', version: 1, organisation: 'acme' });
    const imported = readViewsFile(text);
    expect(mergedViews(kept, imported ?? {})).toEqual({ devices: [view('Mine', 'status=active')] });
    expect(readViewsFile('{"views":{}}')).toBeUndefined();
    expect(readViewsFile('not json')).toBeUndefined();
  });
});
