import { describe, expect, it } from 'vitest';
import { patternMessages } from '@generated/pattern-messages';
import { translatePatternMessage } from './pattern-message-translations';

describe('pattern message translations', () => {
  it('gives every pattern message of the contract its exact en-GB text', () => {
    for (const message of patternMessages.values()) expect(translatePatternMessage(message)).toBe(message);
  });
});

describe('the S3 address message', () => {
  it('shows the address the value must start with', () => {
    expect(translatePatternMessage('Must start with {address}', { address: 's3://' })).toBe('Must start with s3://');
  });
});
