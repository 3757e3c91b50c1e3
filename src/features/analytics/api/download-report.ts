import { client } from '../../../api/generated/client.gen';
import { fileNameFrom, saveFile } from '../../../components/csv/export-csv';
import { clearSession, readSession } from '../../../lib/auth/session';
import { asApiError } from '../../../lib/api-error';
import type { DayRange } from '../lib/analytics-range';

export type ReportFormat = 'csv' | 'pdf';

export interface ReportRequest {
  range: DayRange;
  channel?: number;
  format: ReportFormat;
}

/** Why a report did not download, said with what to do next. */
function failure(status: number, body: unknown): Error {
  if (status === 429) return new Error('Other reports are being made just now: try again in a few seconds.');
  if (status === 401) return new Error('Your session has ended: log in again, then download the report.');
  const said = asApiError(body)?.message;
  return new Error(`${said ?? `The report could not be made (${status}).`} Try again, or choose other dates.`);
}

/**
 * GET /analytics/report (decision 078) by its path, then saved through a blob address and a link with `download`.
 * The session's token goes in the Authorization header, as the generated client sends it, never in the address (an
 * address ends up in logs and history); a 401 on it ends the session as src/api/client.ts does. Read as a blob, so
 * the bytes stay as served (the CSV's byte-order mark, the PDF). Resolves with the file's name.
 */
export async function downloadReport({ range, channel, format }: ReportRequest): Promise<string> {
  const query = new URLSearchParams({ from: range.from, to: range.to, format });
  if (format === 'csv') query.set('of', 'posts');
  if (channel) query.set('channel_id', String(channel));
  const token = readSession()?.token;
  let response: Response;
  try {
    response = await fetch(`${client.getConfig().baseUrl ?? ''}/analytics/report?${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error('The service could not be reached: check your connection and try again.');
  }
  if (!response.ok) {
    if (response.status === 401 && token && readSession()) clearSession();
    throw failure(response.status, await response.json().catch(() => undefined));
  }
  const name =
    fileNameFrom(response.headers.get('Content-Disposition')) ?? `results-${range.from}-${range.to}.${format}`;
  saveFile(await response.blob(), name);
  return name;
}
