/**
 * `text` with `edits` made: each replaces [from, to) with its text (from === to inserts). Edits are
 * made from the end, so positions refer to the original text; edits at the same place keep their
 * order in the output.
 */
export function applyEdits(text, edits) {
  return edits
    .map((edit, index) => ({ ...edit, index }))
    .sort((a, b) => b.from - a.from || b.to - a.to || b.index - a.index)
    .reduce((out, { from, to, text: insert }) => `${out.slice(0, from)}${insert}${out.slice(to)}`, text);
}
