import MagicString from 'magic-string';

/** [what a file has, what it becomes]. */
export type ExactEdit = readonly [from: string, to: string];

/**
 * `code` with each `from` replaced, and the source map of the change (so the build's maps stay
 * right). Throws `changed` when a `from` is not found exactly once: the code it edits has moved on.
 */
export function editExactly(
  code: string,
  edits: readonly ExactEdit[],
  changed: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } {
  const out = new MagicString(code);
  for (const [from, to] of edits) {
    const at = code.indexOf(from);
    if (at === -1 || code.includes(from, at + 1)) throw new Error(changed);
    out.overwrite(at, at + from.length, to);
  }
  return { code: out.toString(), map: out.generateMap({ hires: true }) };
}
