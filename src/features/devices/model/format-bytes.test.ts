import { describe, expect, it } from 'vitest';
import { formatBytes, freePercent } from './format-bytes';

describe('formatBytes', () => {
  it('picks the largest unit in 1024 steps', () => {
    expect(formatBytes(512, 'en-GB')).toBe('512 byte');
    expect(formatBytes(137438953472, 'en-GB')).toBe('128 GB');
    expect(formatBytes(65498251264, 'en-GB')).toBe('61 GB');
    expect(formatBytes(1536, 'en-GB')).toBe('1.5 kB');
  });
  it('writes numbers the locale way and leaves missing values empty', () => {
    expect(formatBytes(1536, 'pt-BR')).toBe('1,5 kB');
    expect(formatBytes(undefined, 'en-GB')).toBe('');
  });
});

describe('freePercent', () => {
  it('is the free share of the total, rounded', () => {
    expect(freePercent({ total_bytes: 200, free_bytes: 33 })).toBe(17);
    expect(freePercent({ total_bytes: 0, free_bytes: 0 })).toBeUndefined();
    expect(freePercent(undefined)).toBeUndefined();
  });
});
