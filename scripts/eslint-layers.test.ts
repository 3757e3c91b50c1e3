import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import layers from './eslint-layers.js';

const zones = [
  { target: './server/routes', from: './server/db', message: 'routes call services' },
  { target: './server/domain', from: './server', except: ['./domain'], message: 'domain is pure' },
  { target: ['./src/lib', './src/api'], from: ['./src/features', './src/routes'], message: 'shared is below' },
];

function problems(filename: string, code: string) {
  const linter = new Linter({ configType: 'flat', cwd: '/project' });
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { sourceType: 'module', ecmaVersion: 'latest' },
      plugins: { layers },
      rules: { 'layers/no-restricted-paths': ['error', { zones }] },
    },
  ];
  return linter.verify(code, config, { filename: `/project/${filename}` }).map((problem) => problem.message);
}

describe('the layers rule', () => {
  it('refuses an import into a forbidden folder, by the path it resolves to', () => {
    expect(problems('server/routes/outbox.ts', "import { db } from '../db/client.js';")).toEqual([
      "Unexpected import of '../db/client.js': routes call services",
    ]);
    expect(problems('server/routes/deep/x.ts', "export * from '../../db';")).toHaveLength(1);
    expect(problems('src/api/x.ts', "const page = import('../routes/inbox.js');")).toHaveLength(1);
    expect(problems('src/lib/x.ts', "export { a } from '../features/inbox/a.js';")).toHaveLength(1);
  });

  it('lets through what the zone allows: its exceptions, other folders, packages, files outside every target', () => {
    expect(problems('server/domain/rules.ts', "import { x } from './errors.js';")).toEqual([]);
    expect(problems('server/domain/rules.ts', "import { x } from '../domain/errors.js';")).toEqual([]);
    expect(problems('server/routes/outbox.ts', "import { x } from '../outbox/write.js';")).toEqual([]);
    expect(problems('server/routes/outbox.ts', "import { x } from '../dbx/y.js';")).toEqual([]);
    expect(problems('server/routes/outbox.ts', "import pg from 'pg';")).toEqual([]);
    expect(problems('server/outbox/write.ts', "import { db } from '../db/client.js';")).toEqual([]);
  });

  it('still refuses the rest of a folder whose part is excepted', () => {
    expect(problems('server/domain/rules.ts', "import { x } from '../outbox/read.js';")).toEqual([
      "Unexpected import of '../outbox/read.js': domain is pure",
    ]);
  });
});
