import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * One lint rule: which folder may import which, by the path an import names. Every import in this project that
 * crosses folders is relative (no aliases), so resolving the specifier against the importing file is enough and
 * needs no resolver package (eslint-plugin-import-x's native resolver has no builds for most platforms in the
 * registry npm ci reads here, which left package-lock.json unable to install on a clean machine).
 *
 * Options: { zones: [{ target, from, except?, message }] }, paths relative to the working directory, `except`
 * relative to `from`, as eslint-plugin-import's no-restricted-paths spells them.
 */

const within = (path, folder) => {
  const rest = relative(folder, path);
  return !isAbsolute(rest) && rest.split(sep)[0] !== '..';
};

const list = (value) => (Array.isArray(value) ? value : [value]);

const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the layers: a folder imports only what its zone allows.' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const zones = context.options[0].zones
      .map((zone) => ({
        targets: list(zone.target).map((target) => resolve(root, target)),
        froms: list(zone.from).map((from) => resolve(root, from)),
        except: zone.except ?? [],
        message: zone.message,
      }))
      .filter((zone) => zone.targets.some((target) => within(file, target)));
    if (zones.length === 0) return {};

    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const imported = resolve(dirname(file), source.value);
      for (const zone of zones) {
        const from = zone.froms.find((folder) => within(imported, folder));
        if (!from) continue;
        if (zone.except.some((allowed) => within(imported, resolve(from, allowed)))) continue;
        context.report({ node: source, message: `Unexpected import of '${source.value}': ${zone.message}` });
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'no-restricted-paths': noRestrictedPaths } };
