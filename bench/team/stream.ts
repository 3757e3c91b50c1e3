// A team member's event stream, as the dashboard opens it.
import { request } from 'node:http';

/** The workspace's event stream for one token; answers once the service has subscribed it. */
export function openStream(
  origin: string,
  token: string,
  onEvent: (type: string, data: unknown) => void,
  onLost: (why: string) => void,
) {
  const url = new URL(`/api/events/stream?access_token=${encodeURIComponent(token)}`, origin);
  let open = false;
  let closing = false;
  return new Promise<{ close: () => void }>((resolve, reject) => {
    const req = request(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`the event stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        // The service writes `retry:` right after subscribing the stream, in the same turn.
        if (!open) {
          open = true;
          resolve({
            close: () => {
              closing = true;
              req.destroy();
            },
          });
        }
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) type = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (!data.length) continue;
          let parsed: unknown;
          try {
            parsed = JSON.parse(data.join('\n'));
          } catch {
            onLost(`unreadable ${type} event: ${data.join('\n')}`);
            continue;
          }
          if (type === 'end') onLost(`end event: ${data.join('\n')}`);
          else onEvent(type, parsed);
        }
      });
      res.on('end', () => closing || onLost('the service ended the event stream'));
    });
    req.on('error', (error) => {
      if (!open) reject(error);
      else if (!closing) onLost(`event stream: ${error}`);
    });
    req.end();
  });
}
