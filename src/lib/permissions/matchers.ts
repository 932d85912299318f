/** The outcome of one matcher against one text; `invalid` when the regular expression does not compile. */
export interface MatchOutcome {
  matched: boolean;
  invalid?: boolean;
}

const SPECIAL = /[.+?^${}()|[\]\\]/g;

/**
 * A `*` wildcard pattern as an anchored regular expression: `*` stands for any run of characters
 * (none included), every other character is literal, and the whole text must match.
 */
export function wildcardToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(SPECIAL, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 's');
}

/** The regular expression of a matcher, or undefined when it does not compile. */
export function compileMatcher(pattern: string, isRegex: boolean): RegExp | undefined {
  if (!isRegex) return wildcardToRegExp(pattern);
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/**
 * Whether `text` matches `pattern`: a wildcard pattern must match the whole text (case-sensitive);
 * a regular expression matches when it is found anywhere in the text (anchor it with `^` and `$`
 * to match the whole text).
 */
export function matchText(pattern: string, text: string, isRegex: boolean): MatchOutcome {
  const expression = compileMatcher(pattern, isRegex);
  if (!expression) return { matched: false, invalid: true };
  return { matched: expression.test(text) };
}

/** True when the text is a regular expression JavaScript can compile. */
export function isValidRegExp(pattern: string): boolean {
  return compileMatcher(pattern, true) !== undefined;
}
