// `npm run admin -- <command>`: the operator's commands (server/services/workspaces/admin-cli.ts), for a server whose
// dashboard nobody can reach yet.
import { createInterface } from 'node:readline';
import { loadConfig } from '../server/config.ts';
import { openConfiguredDatabase } from '../server/index.ts';
import { runAdmin } from '../server/services/workspaces/admin-cli.ts';

/** At a terminal, asks without showing what is typed. */
function askHidden(): Promise<string> {
  process.stderr.write('Password (10 characters or more): ');
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          stdin.setRawMode(false);
          stdin.off('data', onData);
          stdin.pause();
          process.stderr.write('\n');
          return resolve(typed);
        }
        if (char === '\u0003') process.exit(130);
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readLine(): Promise<string> {
  if (process.stdin.isTTY) return askHidden();
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const code = await runAdmin(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  readPassword: readLine,
  openDatabase: () => openConfiguredDatabase(loadConfig(process.env), { thread: false }),
});
process.exit(code);
