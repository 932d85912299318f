import { describe, expect, it } from 'vitest';
import { topLevelRules } from './layer-rules-in-place';

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
