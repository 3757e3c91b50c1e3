// The networks' stand-ins as one process of their own, for the e2e run and for trying the sign-ins by hand: each
// answers as its network's documentation describes its consent page, token endpoint and API, on its own port from
// STAND_INS_PORT (default 8792) on (server/testing/stand-ins/ports.ts). Point the service at them with
// standInSettings' variables, as playwright.config.ts does.
import { startFacebookStandIn } from '../server/testing/facebook-stand-in.ts';
import { startGoogleStandIn } from '../server/testing/google-stand-in.ts';
import { startInstagramStandIn } from '../server/testing/instagram-stand-in.ts';
import { startLinkedInStandIn } from '../server/testing/linkedin-stand-in.ts';
import { startPinterestStandIn } from '../server/testing/pinterest-stand-in.ts';
import { STAND_IN_OFFSETS, type StandInNet } from '../server/testing/stand-ins/ports.ts';
import { startXStandIn } from '../server/testing/x-stand-in.ts';

const starters: Record<
  StandInNet,
  ((options: { port: number }) => Promise<{ url: string; close(): Promise<void> }>) | undefined
> = {
  X: startXStandIn,
  FACEBOOK: startFacebookStandIn,
  LINKEDIN: startLinkedInStandIn,
  INSTAGRAM: startInstagramStandIn,
  PINTEREST: startPinterestStandIn,
  GOOGLE: startGoogleStandIn,
};

const base = Number(process.env.STAND_INS_PORT ?? 8792);
const started: { close(): Promise<void> }[] = [];
for (const [net, offset] of Object.entries(STAND_IN_OFFSETS)) {
  const start = starters[net as StandInNet];
  if (!start) continue;
  const standIn = await start({ port: base + offset });
  started.push(standIn);
  console.log(`${net} stand-in at ${standIn.url}`);
}
// Last: the readiness address playwright.config.ts waits for answers only once every stand-in listens.
console.log('stand-ins ready');
const stop = () => void Promise.all(started.map((s) => s.close())).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
