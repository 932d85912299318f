import { describe, expect, it } from 'vitest';
import { layerRulesInPlaceCache, nestedConditions, topLevelRules } from './layer-rules-in-place';

describe('the top-level rules of minified CSS', () => {
  it('are each rule whole, nested blocks included', () => {
    expect(topLevelRules('.a{color:red;}@media (min-width:48rem){.a{color:blue;}.a:hover{color:green;}}.b{margin:0;}')).toEqual([
      '.a{color:red;}',
      '@media (min-width:48rem){.a{color:blue;}.a:hover{color:green;}}',
      '.b{margin:0;}',
    ]);
  });

  it('ignore braces and quotes inside strings', () => {
    expect(topLevelRules(`.a::before{content:"}{";}.b::after{content:'\\'}';}`)).toEqual([
      '.a::before{content:"}{";}',
      `.b::after{content:'\\'}';}`,
    ]);
  });

  it('take a layer block as one rule, so its inside can be split in turn', () => {
    const layered = '@layer recipes{.css-x{padding:4px;}.css-x:focus-visible{outline:2px solid;}}';
    expect(topLevelRules(layered)).toEqual([layered]);
    expect(topLevelRules(layered.slice(layered.indexOf('{') + 1, -1))).toEqual([
      '.css-x{padding:4px;}',
      '.css-x:focus-visible{outline:2px solid;}',
    ]);
  });

  it('are not found in CSS whose braces do not balance or that ends outside a rule', () => {
    expect(topLevelRules('.a{color:red;}}.b{color:blue;}')).toBeUndefined();
    expect(topLevelRules('.a{color:red;')).toBeUndefined();
    expect(topLevelRules('.a{color:red;}.b')).toBeUndefined();
  });

  it('keep a top-level statement as a rule of its own', () => {
    expect(topLevelRules('@layer reset,base,tokens,recipes;.a{color:red;}')).toEqual([
      '@layer reset,base,tokens,recipes;',
      '.a{color:red;}',
    ]);
  });
});

describe('conditional rules written nested in their style rules', () => {
  it('put the condition inside each style rule, in order', () => {
    expect(nestedConditions('@media screen and (max-width: 47.9975rem){.css-x{inset-inline:1rem;}.css-x:hover{color:red;}}')).toEqual([
      '.css-x{@media screen and (max-width: 47.9975rem){inset-inline:1rem;}}',
      '.css-x:hover{@media screen and (max-width: 47.9975rem){color:red;}}',
    ]);
    expect(nestedConditions('@supports (display:grid){.a th,.a td{display:grid;}}')).toEqual([
      '.a th,.a td{@supports (display:grid){display:grid;}}',
    ]);
  });

  it('keep strings with braces whole', () => {
    expect(nestedConditions('@media print{.a{content:"}";}}')).toEqual(['.a{@media print{content:"}";}}']);
  });

  it('leave every other rule as it is', () => {
    expect(nestedConditions('.a{color:red;}')).toBeUndefined();
    expect(nestedConditions('@layer recipes{.a{color:red;}}')).toBeUndefined();
    expect(nestedConditions('@media print{@media (min-width:1px){.a{color:red;}}}')).toBeUndefined();
    expect(nestedConditions('@media print{@keyframes spin{to{rotate:1turn;}}}')).toBeUndefined();
    expect(nestedConditions('@media print{.a::before{content:"";}}')).toBeUndefined();
    expect(nestedConditions('@media print{.a:after{content:"";}}')).toBeUndefined();
    expect(nestedConditions('@media print{}')).toBeUndefined();
    expect(nestedConditions('@media print{.a{color:red;}')).toBeUndefined();
    expect(nestedConditions('@media print{.a{color:red;&:hover{color:blue;}}}')).toBeUndefined();
  });
});

describe("the browser's style cache on a pre-rendered page", () => {
  it('counts the styles the page holds as inserted and leaves their element where it is', () => {
    // The test files share one document: only this test's own elements come and go.
    const held = Object.assign(document.createElement('style'), { textContent: '.css-x1{color:red;}.css-y2{margin:0;}' });
    held.setAttribute('data-prerendered-styles', 'x1 y2');
    const after = document.createElement('meta');
    document.head.append(held, after);
    try {
      const cache = layerRulesInPlaceCache();
      expect(cache.inserted).toMatchObject({ x1: true, y2: true });
      expect(held.nextSibling).toBe(after);
    } finally {
      held.remove();
      after.remove();
    }
  });
});
