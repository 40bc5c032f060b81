import type { SqlParams, SqlValue } from './db';

// The statements are written with SQLite's placeholders, `?` by position and `@name` by name;
// PostgreSQL numbers its own ($1, $2, ...). This turns one into the other, skipping what is
// quoted or commented, and says in which order the values go.

export type NumberedStatement = {
  text: string;
  /** For `@name` statements, the name behind each $n; empty for `?` statements. */
  names: string[];
};

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
/** PostgreSQL's dollar quote, `$$` or `$tag$` (a tag never starts with a digit: `$1` is a placeholder). */
const DOLLAR_QUOTE = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y;

export function numberPlaceholders(sql: string): NumberedStatement {
  let text = '';
  const names: string[] = [];
  let positional = 0;
  let i = 0;
  while (i < sql.length) {
    const character = sql[i]!;
    const next = sql[i + 1];
    let end = i + 1;
    if (character === "'" || character === '"') {
      end = sql.indexOf(character, i + 1);
      // A doubled quote inside a literal is the quote itself.
      while (end !== -1 && sql[end + 1] === character) end = sql.indexOf(character, end + 2);
      end = end === -1 ? sql.length : end + 1;
    } else if (character === '-' && next === '-') {
      end = sql.indexOf('\n', i);
      end = end === -1 ? sql.length : end;
    } else if (character === '/' && next === '*') {
      end = sql.indexOf('*/', i + 2);
      end = end === -1 ? sql.length : end + 2;
    } else if (character === '$' && ((DOLLAR_QUOTE.lastIndex = i), DOLLAR_QUOTE.test(sql))) {
      const tag = sql.slice(i, DOLLAR_QUOTE.lastIndex);
      end = sql.indexOf(tag, DOLLAR_QUOTE.lastIndex);
      end = end === -1 ? sql.length : end + tag.length;
    } else if (character === '?') {
      positional += 1;
      text += `$${positional}`;
      i += 1;
      continue;
    } else if (character === '@') {
      NAME.lastIndex = i + 1;
      const match = NAME.exec(sql);
      if (match) {
        const name = match[0];
        let index = names.indexOf(name);
        if (index === -1) index = names.push(name) - 1;
        text += `$${index + 1}`;
        i += 1 + name.length;
        continue;
      }
    }
    text += sql.slice(i, end);
    i = end;
  }
  if (positional > 0 && names.length > 0) throw new Error('A statement uses both ? and @name placeholders');
  return { text, names };
}

/** The values in $n order. */
export function orderedValues(statement: NumberedStatement, params: SqlParams | undefined): SqlValue[] {
  if (params === undefined) return [];
  if (Array.isArray(params)) return [...(params as readonly SqlValue[])];
  const named = params as Readonly<Record<string, SqlValue>>;
  return statement.names.map((name) => {
    if (!(name in named)) throw new Error(`Missing value for @${name}`);
    return named[name]!;
  });
}
