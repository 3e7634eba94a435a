// `npm run audit-production`: known vulnerabilities in what ships (`npm audit --omit=dev`), for CI.
// Findings fail (exit 1). An audit service that cannot be reached or gives no report is a
// warning (exit 0): the check is only as good as the registry's answer, and says so.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Reads `npm audit --json`'s output: `findings` with the counts by severity when the registry
 * reported vulnerabilities, `clean` when it reported none, `unavailable` when there is no report
 * (npm's JSON error, or no JSON at all).
 */
export function readAudit(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { outcome: 'unavailable', reason: 'npm audit printed no JSON report' };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts.total !== 'number') {
    const reason = report?.error?.summary || report?.message || report?.error?.code || 'no report in the answer';
    return { outcome: 'unavailable', reason: String(reason).split('\n', 1)[0] };
  }
  if (counts.total === 0) return { outcome: 'clean', dependencies: report.metadata.dependencies?.prod };
  const bySeverity = Object.entries(counts)
    .filter(([severity, count]) => severity !== 'total' && count > 0)
    .map(([severity, count]) => `${count} ${severity}`)
    .join(', ');
  return { outcome: 'findings', total: counts.total, bySeverity };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const log = (message) => console.log(`[audit] ${message}`);
  // A registry that never answers must not hold CI: after two minutes there is no report.
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  });
  const result = readAudit(audit.stdout);
  if (result.outcome === 'findings') {
    spawnSync('npm', ['audit', '--omit=dev'], { stdio: 'inherit' });
    log(`npm audit --omit=dev: ${result.total} known vulnerabilities in production dependencies (${result.bySeverity})`);
    process.exit(1);
  }
  if (result.outcome === 'clean') {
    log(`npm audit --omit=dev: no known vulnerabilities${result.dependencies ? ` in ${result.dependencies} production packages` : ''}`);
  } else {
    log(`WARNING: npm audit --omit=dev could not be completed (${result.reason}); production dependencies were not audited`);
  }
}
