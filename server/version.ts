// The release this service is, for its logs and metrics. esbuild writes package.json's version into the bundle
// `npm start` runs (scripts/build.ts), so it needs no package.json beside it at run time.
import packageJson from '../package.json' with { type: 'json' };

/** As `package.json` and CHANGELOG.md name it: `0.2.0`. */
export const VERSION: string = packageJson.version;
