// CSV as RFC 4180 writes it, read the way spreadsheets save it: quoted fields, doubled quotes, CRLF, LF or CR line
// ends, a byte order mark, a newline after the last record or none. csv-parse reads it and csv-stringify writes it;
// what is ours is which files we take, and how we word what is wrong with one.
import { CsvError, parse, type CastingFunction, type Options } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export type CsvProblemCode = 'unclosed_quote' | 'text_after_quote' | 'ragged_row';

/** What is wrong with a record of a file: `record` counts records from 1 (the header, when there is one). */
export interface CsvProblem {
  record: number;
  code: CsvProblemCode;
  message: string;
}

export interface ParsedCsv {
  /** Every record, an empty line as `['']`. */
  records: string[][];
  problems: CsvProblem[];
}

const BOM = '\uFEFF';

/** A record that is only an empty line: not a ragged row, and no data. */
export const isBlankRecord = (record: readonly string[]) => record.length === 1 && record[0] === '';

/**
 * Reads a CSV text. A quote inside an unquoted field is kept as written (`He said "hi"`), as spreadsheets read it;
 * text after a closing quote is kept too but reported, and so is a quote left open (the rest of the file is then its
 * field), and a record whose field count differs from the first record's (blank lines aside).
 */
export function parseCsv(text: string): ParsedCsv {
  let read: ParsedCsv;
  try {
    read = readRecords(text);
  } catch (error) {
    if (!(error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED')) throw error;
    // The open quote is the last field's: closed at the end of the text, the rest of the text is that field.
    read = readRecords(`${text}"`);
    const field = read.records.at(-1)!.at(-1)!;
    const written = field.replaceAll('"', '""').length + 2;
    const opened = text.length + 1 - written - (text.startsWith(BOM) ? BOM.length : 0);
    read.problems.push({
      record: read.records.length,
      code: 'unclosed_quote',
      message: `A quote opened at character ${opened + 1} is never closed: close the field with a quote, and double every quote inside it ("").`,
    });
  }
  const problems = [...read.problems, ...raggedRows(read.records)];
  return { records: read.records, problems: problems.sort((a, b) => a.record - b.record) };
}

const READ: Options = {
  bom: true,
  record_delimiter: ['\r\n', '\n', '\r'],
  // A quote inside an unquoted field is text; so is text after a closing quote (see readAgain).
  relax_quotes: true,
  // Ragged rows are reported below, in our words, with the rest of the file read.
  relax_column_count: true,
  // An empty line is a record of one empty field, as the records' numbers count it.
  skip_empty_lines: false,
  // Each record with the text it was read from, for readAgain.
  raw: true,
};

type ReadRecord = { record: string[]; raw: string };

function readRecords(text: string): ParsedCsv {
  const problems: CsvProblem[] = [];
  const read = parse(text, READ) as unknown as ReadRecord[];
  const records = read.map(({ record, raw }, index) => {
    // Only a quoted field starts with a quote once read, and only such a field can have text after its quote.
    if (!record.some((field) => field.startsWith('"'))) return record;
    const again = readAgain(raw);
    problems.push(...again.problems.map((problem) => ({ ...problem, record: index + 1 })));
    return again.record;
  });
  return { records, problems };
}

/** A quoted field as written: its quoted part (quotes doubled inside) and any text after the closing quote. */
const QUOTED_FIELD = /^"((?:[^"]|"")*)"([^]*)$/;

/**
 * Reads one record again, field by field. csv-parse with relax_quotes keeps a field with text after its closing
 * quote as written, quotes and all (`"quoted" then`); we read it as spreadsheets do (`quoted then`) and report it.
 * The field as written is the record's raw text since the previous field's, less the delimiter that ended it.
 */
function readAgain(raw: string): { record: string[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  let before = '';
  const cast: CastingFunction = (value, context) => {
    const sofar = context.raw ?? '';
    const written = sofar.slice(context.index === 0 ? 0 : before.length).replace(/[,\r\n]$/, '');
    before = sofar;
    const quoted = context.quoting ? QUOTED_FIELD.exec(written) : null;
    if (!quoted || quoted[2] === '') return value;
    problems.push({
      record: 1,
      code: 'text_after_quote',
      message: 'Text follows a closing quote: put the whole field in quotes, and double every quote inside it ("").',
    });
    return quoted[1]!.replaceAll('""', '"') + quoted[2];
  };
  // The raw text is the record's alone: a byte order mark there is a field's text, not the file's.
  const [read] = parse(raw, { ...READ, bom: false, cast }) as unknown as ReadRecord[];
  return { record: read!.record, problems };
}

function raggedRows(records: readonly string[][]): CsvProblem[] {
  const width = records[0]?.length ?? 0;
  return records.flatMap((record, index) =>
    index === 0 || isBlankRecord(record) || record.length === width
      ? []
      : [
          {
            record: index + 1,
            code: 'ragged_row' as const,
            message: `This row has ${record.length} ${record.length === 1 ? 'field' : 'fields'} where the header has ${width}: check its commas, and put text with commas in quotes.`,
          },
        ],
  );
}

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return before one) gets a leading
 * `'`, which spreadsheets show as text: an exported post's text must never run in the reader's spreadsheet.
 */
export const guardFormula = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/**
 * Writes records as RFC 4180 does: CRLF after every record, fields with a comma, quote or line break (CR or LF)
 * quoted. With `bom`, a byte order mark first, so that spreadsheets read the text as UTF-8; with `guardFormulas`,
 * every text cell through `guardFormula` (a number, a negative one too, is written as it is: it runs nothing).
 */
export function writeCsv(
  records: readonly (readonly (string | number)[])[],
  options: { bom?: boolean; guardFormulas?: boolean } = {},
): string {
  return stringify(records as (string | number)[][], {
    bom: options.bom ?? false,
    record_delimiter: '\r\n',
    // With a record delimiter given, csv-stringify quotes only fields holding it; a lone CR or LF needs quotes too.
    quote_record_delimiter: true,
    cast: options.guardFormulas ? { string: guardFormula } : undefined,
  });
}
