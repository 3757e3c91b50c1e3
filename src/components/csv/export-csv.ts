import { postsExport } from '../../api/generated/sdk.gen';

export interface CsvExport {
  kind: 'plan' | 'history';
  /** Days in the workspace zone (YYYY-MM-DD), both included. */
  from: string;
  to: string;
  /** Only these channels; every channel without them. */
  channelIds?: readonly string[];
}

/** The name the service gives the file (`filename*=UTF-8''…` or `filename="…"`), or undefined. */
export function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
}

export const defaultCsvName = ({ kind, from, to }: CsvExport) => `social-desk-${kind}-${from}-to-${to}.csv`;

/** Hands a file to the browser's downloads through a temporary link, as a link with `download` would. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after click() returns: it is let go a little later, not at once.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET /posts/export through the generated client (so the session's token goes in the Authorization header, never
 * in a URL the browser would keep), then a download. Read as a blob, not text: the bytes stay as served, with the
 * byte-order mark spreadsheets need to read UTF-8. Throws the service's error body when it refuses.
 */
export async function exportCsv(request: CsvExport): Promise<string> {
  const { kind, from, to, channelIds } = request;
  const { data, response } = await postsExport({
    query: { kind, from, to, ...(channelIds?.length ? { channel_ids: channelIds.join('_') } : {}) },
    parseAs: 'blob',
    throwOnError: true,
  });
  // The generated type says string (the contract's text/csv); parseAs 'blob' makes it a Blob.
  const blob = data as unknown as Blob;
  const name = fileNameFrom(response.headers.get('Content-Disposition')) ?? defaultCsvName(request);
  saveFile(blob, name);
  return name;
}
