/**
 * Whether two languages' messages say the same things: every key in both, and each message naming
 * the same {placeholders}. Plain JavaScript so the build's check (scripts/check-messages.mjs) runs
 * it without a compiler; the unit test imports the same function.
 */
const placeholders = (text) =>
  [...text.matchAll(/\{\s*([A-Za-z_][\w]*)/g)]
    .map((m) => m[1])
    .filter((v, i, all) => all.indexOf(v) === i)
    .sort();

function walk(a, b, path, problems, names) {
  for (const key of Object.keys(a)) {
    const here = path ? `${path}.${key}` : key;
    if (!(key in b)) {
      problems.push(`${here}: missing in ${names[1]}`);
      continue;
    }
    const [x, y] = [a[key], b[key]];
    if (typeof x === 'object' && x && typeof y === 'object' && y) walk(x, y, here, problems, names);
    else if (typeof x !== typeof y)
      problems.push(`${here}: a ${typeof x} in ${names[0]}, a ${typeof y} in ${names[1]}`);
    else if (typeof x === 'string' && y.trim() === '') problems.push(`${here}: empty in ${names[1]}`);
    else if (typeof x === 'string' && placeholders(x).join() !== placeholders(y).join())
      problems.push(
        `${here}: placeholders {${placeholders(x)}} in ${names[0]} but {${placeholders(y)}} in ${names[1]}`,
      );
  }
}

/** Problems between two message trees, as readable lines (empty when they match). */
export function messageProblems(en, hi) {
  const problems = [];
  walk(en, hi, '', problems, ['en', 'hi']);
  const reverse = [];
  walk(hi, en, '', reverse, ['hi', 'en']);
  return [...problems, ...reverse.filter((p) => p.endsWith('missing in en'))];
}
