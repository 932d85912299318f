import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

type Token = CompiledMessage[number];
const CHOICES = new Set(['plural', 'select', 'selectordinal']);

/**
 * Compiles an ICU message of the source code (en-GB) into Lingui's runtime form: text, `{name}`
 * arguments, `{name, number|date|time, style}`, plural/select/selectordinal with `#` and
 * offsets, and ICU apostrophe quoting. It replaces Lingui's full compiler, several times its size, for
 * the source locale, whose texts ship inside the code; tests compare both on every message.
 */
export function compileSourceMessage(message: string): CompiledMessage {
  let at = 0;

  function text(inChoice: boolean, stop: string): Token[] {
    const tokens: Token[] = [];
    let literal = '';
    const flush = () => {
      if (literal) tokens.push(literal);
      literal = '';
    };
    while (at < message.length && !stop.includes(message[at] ?? '')) {
      const char = message[at] ?? '';
      if (char === "'" && message[at + 1] === "'") {
        literal += "'";
        at += 2;
      } else if (char === "'" && (message[at + 1] === '{' || message[at + 1] === '}' || (inChoice && message[at + 1] === '#'))) {
        const end = message.indexOf("'", at + 1);
        literal += message.slice(at + 1, end === -1 ? undefined : end).replaceAll("''", "'");
        at = end === -1 ? message.length : end + 1;
      } else if (char === '{') {
        flush();
        tokens.push(argument());
      } else if (char === '#' && inChoice) {
        flush();
        tokens.push('#');
        at += 1;
      } else {
        literal += char;
        at += 1;
      }
    }
    flush();
    return tokens;
  }

  function word(): string {
    const match = /^\s*([^\s,{}]+)\s*/.exec(message.slice(at));
    at += match?.[0].length ?? 0;
    return match?.[1] ?? '';
  }

  function argument(): Token {
    at += 1; // {
    const name = word();
    if (message[at] === '}') {
      at += 1;
      return [name];
    }
    at += 1; // ,
    const type = word();
    if (!CHOICES.has(type)) {
      const style = message[at] === ',' ? message.slice(at + 1, message.indexOf('}', at)).trim() : '';
      at = message.indexOf('}', at) + 1;
      return style ? [name, type, style] : [name, type];
    }
    at += 1; // ,
    const cases: Record<string, CompiledMessage | number | undefined> = { offset: undefined };
    for (let key = word(); key; key = word()) {
      if (key.startsWith('offset:')) {
        cases.offset = Number(key.slice('offset:'.length));
        continue;
      }
      at += 1; // {
      cases[key.startsWith('=') ? key.slice(1) : key] = text(type !== 'select', '}');
      at += 1; // }
    }
    at += 1; // }
    return [name, type, cases] as Token;
  }

  return text(false, '');
}
