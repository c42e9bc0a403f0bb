import path from 'node:path';

/**
 * With TEST_REPORT_DIR set (CI), each run also writes a JSON report that .ci/run adds up into its
 * final "N passed, N failed" line; TEST_REPORT_NAME names the file.
 */
export function reporters(defaultName: string): (string | [string, Record<string, unknown>])[] {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return ['default'];
  const name = process.env.TEST_REPORT_NAME ?? defaultName;
  return ['default', ['json', { outputFile: path.join(dir, `${name}.json`) }]];
}
