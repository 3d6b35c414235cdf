/** Sums jest --json and Playwright JSON reports into one "N passed, N failed" line. */
import fs from 'node:fs';

export function countResults(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, found: false };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    // A suite that failed to load counts as a failure even though it ran no test.
    const brokenSuites = (report.testResults ?? []).filter((r) => r.status === 'failed' && r.assertionResults?.length === 0).length;
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites, found: true };
  }
  const stats = report.stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), found: true };
}

export function summarize(files) {
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const counts = countResults(file);
    if (!counts.found) failed += 1; // a runner that wrote no report did not pass
    passed += counts.passed;
    failed += counts.failed;
  }
  return `${passed} passed, ${failed} failed`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(summarize(process.argv.slice(2)));
}
