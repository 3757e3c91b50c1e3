// Prints one closing line for CI, "tests: N passed, N failed", from the Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const read = (path: string) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const vitest = read('.tmp/reports/vitest.json') as { numPassedTests: number; numFailedTests: number } | undefined;
const playwright = read('.tmp/reports/playwright.json') as
  { stats: { expected: number; unexpected: number; flaky: number } } | undefined;
if (!vitest || !playwright) {
  console.log('tests: 0 passed, 1 failed');
  console.error('A test report is missing: did npm test run both Vitest and Playwright?');
  process.exit(1);
}
const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
