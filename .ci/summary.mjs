// Adds up the JSON reports of every vitest run into the one line CI reads: "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const expected = ['unit', 'e2e', 'server-postgres', 'shared-node24'];
let passed = 0;
let failed = 0;
for (const name of expected) {
  const file = path.join(dir, `${name}.json`);
  if (!fs.existsSync(file)) {
    console.log(`${name}: no report (the run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  // A file that failed outside its tests (it did not load, or a beforeAll threw and its tests were skipped).
  const suiteFailures = report.testResults.filter(
    (r) => r.status === 'failed' && !r.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests + suiteFailures} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests + suiteFailures;
}
// CI's own checks (.ci/run): "passed <name>" or "failed <name>", a line each.
const checks = path.join(dir, 'checks.txt');
const lines = fs.existsSync(checks) ? fs.readFileSync(checks, 'utf8').trim().split('\n').filter(Boolean) : [];
const checksFailed = lines.filter((line) => !line.startsWith('passed ')).length;
console.log(`CI checks: ${lines.length - checksFailed} passed, ${checksFailed} failed`);
passed += lines.length - checksFailed;
failed += checksFailed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
