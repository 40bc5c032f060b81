import { describe, expect, it } from 'vitest';
import { numberPlaceholders, orderedValues } from './placeholders';

describe('numberPlaceholders', () => {
  it('numbers ? placeholders in order, with no names', () => {
    expect(numberPlaceholders('SELECT * FROM t WHERE a = ? AND b IN (?, ?)')).toEqual({
      text: 'SELECT * FROM t WHERE a = $1 AND b IN ($2, $3)',
      names: [],
    });
  });

  it('gives a name repeated the same number, in the order the names first appear', () => {
    expect(numberPlaceholders('SELECT @b, @a FROM t WHERE x = @b OR y LIKE @a')).toEqual({
      text: 'SELECT $1, $2 FROM t WHERE x = $1 OR y LIKE $2',
      names: ['b', 'a'],
    });
  });

  it('leaves what is quoted alone, doubled quotes included', () => {
    const sql = `SELECT 'what? @no', 'it''s ? here', "odd?column", 'a\\' FROM t WHERE a = ? AND b LIKE ? ESCAPE '\\'`;
    expect(numberPlaceholders(sql).text).toBe(`SELECT 'what? @no', 'it''s ? here', "odd?column", 'a\\' FROM t WHERE a = $1 AND b LIKE $2 ESCAPE '\\'`);
  });

  it('leaves comments alone, to the end of the line or of the block', () => {
    const sql = 'SELECT ? -- is it? @maybe\n, /* why? @x */ @y FROM t';
    expect(() => numberPlaceholders(sql)).toThrow(/both/);
    expect(numberPlaceholders('SELECT @a -- why? @b\n, /* @c ? */ @d').text).toBe('SELECT $1 -- why? @b\n, /* @c ? */ $2');
    expect(numberPlaceholders('SELECT 1 /* never closed ?').text).toBe('SELECT 1 /* never closed ?');
  });

  it('leaves :: casts and operators alone', () => {
    expect(numberPlaceholders("SELECT @at::date, 'x'::text, tags @> @tags::jsonb").text).toBe("SELECT $1::date, 'x'::text, tags @> $2::jsonb");
    expect(numberPlaceholders('SELECT ?::integer + ?').text).toBe('SELECT $1::integer + $2');
  });

  it('refuses a statement mixing ? and @name', () => {
    expect(() => numberPlaceholders('SELECT ? , @name')).toThrow('A statement uses both ? and @name placeholders');
  });

  it("leaves PostgreSQL's dollar-quoted text alone, but not $n", () => {
    const sql = 'DO $body$ BEGIN PERFORM ?; END $body$; SELECT $$it? @is$$, ?';
    expect(numberPlaceholders(sql).text).toBe('DO $body$ BEGIN PERFORM ?; END $body$; SELECT $$it? @is$$, $1');
    // A tag starts with a letter or _: `$1 ... $1` quotes nothing, the ? after it is still numbered.
    expect(numberPlaceholders('SELECT $1 || $1 || ?').text).toBe('SELECT $1 || $1 || $1');
  });
});

describe('orderedValues', () => {
  it('hands positional values over as they are', () => {
    expect(orderedValues(numberPlaceholders('SELECT ?, ?'), ['a', 2])).toEqual(['a', 2]);
    expect(orderedValues(numberPlaceholders('SELECT 1'), undefined)).toEqual([]);
  });

  it('puts named values in $n order, each name once, and ignores names the statement does not use', () => {
    const statement = numberPlaceholders('SELECT @b, @a, @b');
    expect(orderedValues(statement, { a: 1, b: null, unused: 'x' })).toEqual([null, 1]);
  });

  it('refuses a statement whose name has no value', () => {
    expect(() => orderedValues(numberPlaceholders('SELECT @a, @b'), { a: 1 })).toThrow('Missing value for @b');
  });
});
