// CSV as RFC 4180 writes it, read the way spreadsheets save it: quoted fields, doubled quotes, CRLF or LF line
// ends, a byte order mark, a newline after the last record or none.

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
  const input = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const records: string[][] = [];
  const problems: CsvProblem[] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < input.length) {
    const char = input[i]!;
    if (char === '"' && field === '') {
      // A quoted field: up to the quote that is not doubled.
      const start = i;
      i += 1;
      let closed = false;
      while (i < input.length) {
        if (input[i] === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          closed = true;
          i += 1;
          break;
        }
        field += input[i];
        i += 1;
      }
      if (!closed) {
        problems.push({
          record: records.length + 1,
          code: 'unclosed_quote',
          message: `A quote opened at character ${start + 1} is never closed: close the field with a quote, and double every quote inside it ("").`,
        });
        break;
      }
      const next = input[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        problems.push({
          record: records.length + 1,
          code: 'text_after_quote',
          message:
            'Text follows a closing quote: put the whole field in quotes, and double every quote inside it ("").',
        });
      }
      continue;
    }
    if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      endRecord();
      if (char === '\r' && input[i + 1] === '\n') i += 1;
    } else field += char;
    i += 1;
  }
  // The last record, unless the text ended with its newline (or was empty).
  if (field !== '' || record.length > 0 || (input.length > 0 && !/[\r\n]$/.test(input))) endRecord();
  problems.push(...raggedRows(records));
  return { records, problems: problems.sort((a, b) => a.record - b.record) };
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

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/**
 * Writes records as RFC 4180 does: CRLF after every record, fields with a comma, quote or line break quoted. With
 * `bom`, a byte order mark first, so that spreadsheets read the text as UTF-8; with `guardFormulas`, every cell
 * through `guardFormula`.
 */
export function writeCsv(
  records: readonly (readonly string[])[],
  options: { bom?: boolean; guardFormulas?: boolean } = {},
): string {
  const cell = options.guardFormulas ? (value: string) => quoted(guardFormula(value)) : quoted;
  const body = records.map((record) => `${record.map(cell).join(',')}\r\n`).join('');
  return options.bom ? BOM + body : body;
}
