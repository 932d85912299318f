import { describe, expect, it } from 'vitest';
import { patternMessages } from '@generated/pattern-messages';
import { translatePatternMessage } from './pattern-message-translations';

describe('pattern message translations', () => {
  it('gives every pattern message of the contract its exact en-GB text', () => {
    for (const message of patternMessages.values()) expect(translatePatternMessage(message)).toBe(message);
  });
});
