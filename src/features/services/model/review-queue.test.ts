import { beforeEach, describe, expect, it } from 'vitest';
import { neighboursOf, readQueue, rememberQueue } from './review-queue';

describe('review queue', () => {
  beforeEach(() => sessionStorage.clear());

  it('steps through the remembered list, skipping types without a detail page', () => {
    rememberQueue({
      listHref: '/dashboard/services?types=Call',
      entries: [
        { reference: 'A'.repeat(26), type: 'Call' },
        { reference: 'B'.repeat(26), type: 'Diagnostics' },
        { reference: 'C'.repeat(26), type: 'SMS' },
      ],
    });
    const queue = readQueue();
    expect(queue?.entries).toHaveLength(2);
    expect(neighboursOf('A'.repeat(26), queue)).toEqual({
      previous: undefined,
      next: `/dashboard/services/messages/${'C'.repeat(26)}`,
      position: 1,
      total: 2,
      listHref: '/dashboard/services?types=Call',
    });
    expect(neighboursOf('C'.repeat(26), queue).previous).toBe(`/dashboard/services/calls/${'A'.repeat(26)}`);
  });

  it('offers nothing for a payload that is not in the list, or without a list', () => {
    expect(neighboursOf('X', undefined)).toMatchObject({ previous: undefined, next: undefined, position: 0 });
    rememberQueue({ listHref: '/dashboard/services/calls', entries: [{ reference: 'A'.repeat(26), type: 'Call' }] });
    expect(neighboursOf('Z'.repeat(26), readQueue())).toMatchObject({ position: 0, total: 1, listHref: '/dashboard/services/calls' });
  });

  it('ignores damaged storage', () => {
    sessionStorage.setItem('services.review-queue', '{not json');
    expect(readQueue()).toBeUndefined();
  });
});
