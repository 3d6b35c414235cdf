/**
 * A 'use client' file is bundled for the browser, so it must not pull in code that only runs on
 * the server: the database, the session reader, mail, payment SDKs, Node built-ins. This rule
 * follows a client file's value imports through the repository's own modules (type-only imports
 * are erased, so they are fine) and reports the first import that reaches a server-only module,
 * naming the chain. 'use client' and 'use server' modules end the walk: the first is linted on
 * its own, the second is a server action the browser calls over the network.
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const BUILTINS = new Set(builtinModules.filter((m) => !m.startsWith('_')));

/** Packages and repository modules that only run on the server. */
const SERVER_ONLY = [
  /^node:/,
  /^next\/headers$/,
  /^server-only$/,
  /^drizzle-orm(\/|$)/,
  /^postgres$/,
  /^@electric-sql\/pglite(\/|$)/,
  /^sharp$/,
  /^nodemailer(\/|$)/,
  /^razorpay(\/|$)/,
  /^@node-rs\//,
  /^sanitize-html$/,
  /^next-auth(?!\/react)(\/|$)/,
];
const SERVER_ONLY_FILES = [/^lib\/db\//, /^lib\/auth\/session\.ts$/];

const isServerPackage = (spec) => BUILTINS.has(spec.split('/')[0]) || SERVER_ONLY.some((re) => re.test(spec));

function resolveLocal(spec, fromFile, root) {
  let base;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.js`,
    `${base}.mjs`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.(ts|tsx|js|mjs)$/.test(candidate)) return candidate;
  }
  return null;
}

const IMPORT_RE = /^\s*(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Value imports of a source file (type-only ones left out). */
function valueImports(source) {
  const out = [];
  for (const m of source.matchAll(IMPORT_RE)) {
    if (m[1]) continue;
    const clause = m[2] ?? '';
    const braces = clause.match(/^\{([\s\S]*)\}$/);
    if (
      braces &&
      braces[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '))
    )
      continue;
    if (clause && !/^[\w${*]/.test(clause.trim())) continue;
    out.push(m[3]);
  }
  return out;
}

const directiveOf = (source) =>
  source.match(/^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"](use client|use server)['"]/)?.[1] ?? null;

/** The chain from `file` to a server-only module, or null. Memoised per lint run. */
function serverChain(file, root, memo, seen = new Set()) {
  if (memo.has(file)) return memo.get(file);
  if (seen.has(file)) return null;
  seen.add(file);
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (SERVER_ONLY_FILES.some((re) => re.test(rel))) return memo.set(file, [rel]).get(file);
  const source = readFileSync(file, 'utf8');
  if (directiveOf(source)) return memo.set(file, null).get(file);
  let found = null;
  for (const spec of valueImports(source)) {
    if (isServerPackage(spec)) {
      found = [rel, spec];
      break;
    }
    const next = resolveLocal(spec, file, root);
    const chain =
      next && !next.includes(`${path.sep}node_modules${path.sep}`) ? serverChain(next, root, memo, seen) : null;
    if (chain) {
      found = [rel, ...chain];
      break;
    }
  }
  memo.set(file, found);
  return found;
}

export const clientBoundary = {
  meta: {
    type: 'problem',
    docs: { description: "'use client' files must not import server-only modules (directly or through lib/)" },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const memo = new Map();
    let client = false;
    const check = (node, spec, typeOnly) => {
      if (!client || typeOnly || typeof spec !== 'string') return;
      if (isServerPackage(spec)) {
        context.report({ node, message: `A 'use client' file cannot import the server-only module '${spec}'.` });
        return;
      }
      const target = resolveLocal(spec, file, root);
      const chain = target ? serverChain(target, root, memo) : null;
      if (chain) {
        context.report({
          node,
          message: `A 'use client' file cannot import '${spec}': it reaches server-only code (${chain.join(' → ')}).`,
        });
      }
    };
    return {
      Program(node) {
        client = node.body.some((s) => s.type === 'ExpressionStatement' && s.directive === 'use client');
      },
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 &&
            node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};
