/**
 * V8's explicit compile hint on the browser's JavaScript. A script whose first line is
 * `//# allFunctionsCalledOnLoad` has every function in it compiled eagerly, on the background
 * thread that streams the script in, instead of lazily on the main thread the first time each one
 * is called (https://v8.dev/blog/explicit-compile-hints, Chromium 136+). Next's chunks are mostly
 * module factories that all run while a page loads and hydrates, so their lazy compiles were
 * main-thread time in the middle of hydration (docs/performance.md, "Scripts compiled off the
 * main thread"; the decision in docs/decisions.md). Other browsers read a comment.
 *
 * Run by `next build` itself (next.config.mjs, compiler.runAfterProductionCompile), so every
 * build has it, whichever script starts the build.
 */
import fs from 'node:fs';
import path from 'node:path';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the hint on top of each script under `<distDir>/static/chunks`, once. */
export function addCompileHints(distDir) {
  const dir = path.join(distDir, 'static', 'chunks');
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir, { recursive: true })) {
    if (!String(name).endsWith('.js')) continue;
    const file = path.join(dir, String(name));
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
  }
}
