import { describe, expect, it } from 'vitest';
import { guardFormula, isBlankRecord, parseCsv, writeCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads plain records, with or without a newline after the last', () => {
    expect(parseCsv('a,b\n1,2\n').records).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\n1,2').records).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\n1,2').problems).toEqual([]);
  });

  it('reads CRLF, LF and lone CR line ends alike', () => {
    expect(parseCsv('a,b\r\n1,2\r\n3,4\n5,6\r7,8\r\n').records).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
      ['7', '8'],
    ]);
  });

  it('reads quoted fields with commas, line breaks and doubled quotes', () => {
    const text = 'message,link\r\n"Hello, world","x"\r\n"Two\r\nlines","say ""hi"""\r\n"",""\r\n';
    expect(parseCsv(text)).toEqual({
      records: [
        ['message', 'link'],
        ['Hello, world', 'x'],
        ['Two\r\nlines', 'say "hi"'],
        ['', ''],
      ],
      problems: [],
    });
  });

  it('drops a byte order mark at the start', () => {
    expect(parseCsv('\uFEFFchannel,message\n1,Hi\n').records[0]).toEqual(['channel', 'message']);
  });

  it('keeps empty fields and reads an empty line as a blank record', () => {
    const { records, problems } = parseCsv('a,b,c\n,,\n\n1,,3\n');
    expect(records).toEqual([['a', 'b', 'c'], ['', '', ''], [''], ['1', '', '3']]);
    expect(problems).toEqual([]);
    expect(records.map(isBlankRecord)).toEqual([false, false, true, false]);
  });

  it('reads an empty text as no records', () => {
    expect(parseCsv('')).toEqual({ records: [], problems: [] });
    expect(parseCsv('\uFEFF')).toEqual({ records: [], problems: [] });
  });

  it('keeps a quote inside an unquoted field as written', () => {
    expect(parseCsv('a\nHe said "hi"\n').records[1]).toEqual(['He said "hi"']);
  });

  it('reports rows with more or fewer fields than the header, by record', () => {
    const { problems } = parseCsv('a,b\n1,2\n1\n1,2,3\n');
    expect(problems.map((p) => [p.record, p.code])).toEqual([
      [3, 'ragged_row'],
      [4, 'ragged_row'],
    ]);
    expect(problems[0]!.message).toBe(
      'This row has 1 field where the header has 2: check its commas, and put text with commas in quotes.',
    );
  });

  it('reports a quote never closed, the rest of the text being its field', () => {
    const { records, problems } = parseCsv('a,b\n1,"open\n2,3\n');
    expect(records).toEqual([
      ['a', 'b'],
      ['1', 'open\n2,3\n'],
    ]);
    expect(problems).toEqual([
      {
        record: 2,
        code: 'unclosed_quote',
        message:
          'A quote opened at character 7 is never closed: close the field with a quote, and double every quote inside it ("").',
      },
    ]);
  });

  it('reports text after a closing quote, and keeps it', () => {
    const { records, problems } = parseCsv('a\n"quoted" then\n');
    expect(records[1]).toEqual(['quoted then']);
    expect(problems.map((p) => [p.record, p.code])).toEqual([[2, 'text_after_quote']]);
  });

  it('tells a quoted field that starts with a quote from text after a closing quote', () => {
    const { records, problems } = parseCsv('a,b\n"""hi"" she said",x\n"say ""hi""" now,y\n');
    expect(records).toEqual([
      ['a', 'b'],
      ['"hi" she said', 'x'],
      ['say "hi" now', 'y'],
    ]);
    expect(problems.map((p) => [p.record, p.code])).toEqual([[3, 'text_after_quote']]);
  });
});

describe('writeCsv', () => {
  it('ends every record with CRLF and quotes only what needs it', () => {
    expect(
      writeCsv([
        ['id', 'message'],
        ['1', 'plain'],
        ['2', 'a, b'],
        ['3', 'say "hi"'],
        ['4', 'two\nlines'],
        ['5', ''],
      ]),
    ).toBe('id,message\r\n1,plain\r\n2,"a, b"\r\n3,"say ""hi"""\r\n4,"two\nlines"\r\n5,\r\n');
  });

  it('starts with a byte order mark when asked', () => {
    expect(writeCsv([['a']], { bom: true })).toBe('\uFEFFa\r\n');
  });

  it('reads back what it wrote', () => {
    const records = [
      ['message', 'link'],
      ['Hello, "world"\r\nagain', 'https://example.com/?a=1,2'],
      ['', 'ünïcödé 😀'],
    ];
    expect(parseCsv(writeCsv(records, { bom: true }))).toEqual({ records, problems: [] });
  });

  it('guards cells a spreadsheet would run as formulas', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', '\t=x', '\r=x', 'safe', '', 'a=b'].map(guardFormula)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-2",
      "'@cmd",
      "'\t=x",
      "'\r=x",
      'safe',
      '',
      'a=b',
    ]);
    expect(writeCsv([['=HYPERLINK("http://x")', 'ok']], { guardFormulas: true })).toBe(
      `"'=HYPERLINK(""http://x"")",ok\r\n`,
    );
  });
});
