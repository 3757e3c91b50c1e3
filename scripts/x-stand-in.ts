// The X stand-in as a process of its own, for the e2e run: the service is started with its address as X's
// (playwright.config.ts), and the browser walks its consent page. `X_STAND_IN_PORT` sets the port.
import { startXStandIn } from '../server/testing/x-stand-in.ts';

const standIn = await startXStandIn({ port: Number(process.env.X_STAND_IN_PORT ?? 8792) });
console.log(`X stand-in at ${standIn.url} (client ${standIn.clientId})`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
