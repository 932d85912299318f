import { describe, expect, it } from 'vitest';
import { hoistEmotionStyles } from '../../scripts/vite-prerender-styles';

describe("a pre-rendered page's Emotion styles", () => {
  const markup =
    '<style data-emotion="css-global ab1">@layer reset,recipes;</style>' +
    '<div class="css-x1"><style data-emotion="css x1">.css-x1{color:red;}</style>' +
    '<p class="css-y2 css-z3">a</p><style data-emotion="css y2 z3">.css-y2{margin:0;}.css-z3{padding:0;}</style></div>';

  it('leave the markup, and go to the head in their order, the cache’s as one element listing their names', () => {
    const { markup: rest, styles } = hoistEmotionStyles(markup);
    expect(rest).toBe('<div class="css-x1"><p class="css-y2 css-z3">a</p></div>');
    expect(styles).toBe(
      '<style data-emotion="css-global ab1" data-s="">@layer reset,recipes;</style>' +
        '<style data-prerendered-styles="x1 y2 z3">.css-x1{color:red;}.css-y2{margin:0;}.css-z3{padding:0;}</style>',
    );
  });

  it('keep the cascade: a Global style between the cache’s splits them', () => {
    const { styles } = hoistEmotionStyles(
      '<style data-emotion="css a">.a{}</style><style data-emotion="css-global g">.g{}</style><style data-emotion="css b">.b{}</style>',
    );
    expect(styles).toBe(
      '<style data-prerendered-styles="a">.a{}</style><style data-emotion="css-global g" data-s="">.g{}</style><style data-prerendered-styles="b">.b{}</style>',
    );
  });

  it('leave markup without styles as it is', () => {
    expect(hoistEmotionStyles('<main><h1>Sign in</h1></main>')).toEqual({ markup: '<main><h1>Sign in</h1></main>', styles: '' });
  });
});
