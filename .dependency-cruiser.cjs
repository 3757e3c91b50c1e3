/**
 * Which way code may depend (docs/architecture.md draws it). `npm run lint` runs this over the whole tree, tests
 * included: a test may set up and read the database and use server/testing/, but otherwise keeps its folder's layer.
 *
 * Server: http → services → db, with domain/ pure; connectors are adapters that see only domain/ and shared/;
 * the publisher drives services and connectors. Dashboard: lib, api, components → features → routes, and no
 * feature reaching into another. shared/ is pure facts both sides agree on.
 */
const test = '[.]test[.]tsx?$';

/**
 * A layer's rule twice over: its code may import only `allowed` of the server; its tests also server/testing/ (and
 * what `testsAlso` adds), so a test keeps to its layer too.
 */
function layer(name, comment, from, allowed, testsAlso = []) {
  const only = (folders) => `^server/(?!(${folders.join('|')})/)`;
  return [
    { name, severity: 'error', comment, from: { path: from, pathNot: test }, to: { path: only(allowed) } },
    {
      name: `${name}-in-tests`,
      severity: 'error',
      comment: `${comment} Its tests may also use server/testing/.`,
      from: { path: `${from}.*${test}` },
      to: { path: only([...allowed, 'testing', ...testsAlso]) },
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two files are one: merge them, or move what both need below both.',
      from: {},
      to: { circular: true },
    },
    ...layer(
      'domain-is-pure',
      'server/domain/ is rules and values: it imports nothing else of the server, so it runs in any test.',
      '^server/domain/',
      ['domain'],
    ),
    ...layer(
      'db-below-services',
      'server/db/ is the schema and the connection: it imports only server/domain/.',
      '^server/db/',
      ['db', 'domain'],
    ),
    {
      name: 'connectors-are-adapters',
      severity: 'error',
      comment:
        'A connector gets what it needs through its interface (connectors/types.ts): it never reads the database, ' +
        'calls a service or knows HTTP, so a network can be added or tested on its own.',
      from: { path: '^server/connectors/', pathNot: test },
      to: { path: '^server/(?!connectors/|domain/)', pathNot: '^server/config[.]ts$' },
    },
    {
      name: 'connector-tests-without-http',
      severity: 'error',
      comment:
        'A connector test drives the connector as the service does (publisher, inbox poller) against a stand-in, ' +
        'never through HTTP.',
      from: { path: `^server/connectors/.*${test}` },
      to: { path: '^server/http/' },
    },
    {
      name: 'services-below-http',
      severity: 'error',
      comment:
        'Services throw domain errors (server/domain/errors.ts) and take their deps (services/deps.ts): only ' +
        'server/http/ knows HTTP, and the publisher and the process wiring sit above them.',
      from: { path: '^server/services/' },
      to: { path: '^server/(http|publisher)/|^server/(deps|index)[.]ts$' },
    },
    {
      name: 'publisher-below-http',
      severity: 'error',
      comment: 'The publisher runs without HTTP: it claims posts through services and calls connectors.',
      from: { path: '^server/publisher/' },
      to: { path: '^server/http/|^server/(deps|index)[.]ts$' },
    },
    {
      name: 'http-through-services',
      severity: 'error',
      comment:
        'The HTTP layer parses, authorizes, calls a service and answers: the database belongs to the services. ' +
        'app.ts reads two of the database’s signals to its callers: whether it is away, and which request came first.',
      from: { path: '^server/http/', pathNot: test },
      to: { path: '^server/db/', pathNot: '^server/db/(availability|turns)[.]ts$' },
    },
    {
      name: 'testing-only-in-tests',
      severity: 'error',
      comment: 'server/testing/ holds test helpers and stand-ins: the service itself never runs them.',
      from: { path: '^server/(?!testing/)', pathNot: test },
      to: { path: '^server/testing/' },
    },
    {
      name: 'server-and-dashboard-apart',
      severity: 'error',
      comment: 'src/ and server/ share only the OpenAPI document and shared/.',
      from: { path: '^(server|src)/' },
      to: { path: '^(server|src)/', pathNot: '^$1/' },
    },
    {
      name: 'shared-is-pure',
      severity: 'error',
      comment: 'shared/ is pure tables and rules for both sides (decision 012): it imports neither.',
      from: { path: '^shared/' },
      to: { path: '^(server|src)/' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment: 'Features do not import each other: the route composes them.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'dashboard-shared-below-features',
      severity: 'error',
      comment: 'Shared dashboard code is below the features: it imports none of them, nor a route.',
      from: { path: '^src/(lib|api|components)/' },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'review-page-apart',
      comment:
        'The review page (src/review/, review.html) is a page of its own for people without an account: nothing of ' +
        'the dashboard’s features, routes, shell or generated client, so that its first download stays small ' +
        '(decision 059).',
      severity: 'error',
      from: { path: '^src/review/' },
      to: { path: '^src/(features|routes|api)/|^src/(main|router|routeTree[.]gen)[.]tsx?$' },
    },
    {
      name: 'features-below-routes',
      severity: 'error',
      comment: 'Routes compose features, not the other way.',
      from: { path: '^src/features/' },
      to: { path: '^src/routes/' },
    },
  ],
  options: {
    includeOnly: '^(server|src|shared|scripts|bench|e2e)/',
    exclude: { path: '^server/db/migrations/|^src/api/generated/|[.]gen[.]ts$' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
