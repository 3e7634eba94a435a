import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { readAudit } from '../../scripts/audit-production.mjs';

const report = (counts: Record<string, number>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: {},
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
      dependencies: { prod: 155, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 154 },
    },
  });

describe('readAudit (npm audit --omit=dev --json)', () => {
  it('reports findings by severity when the registry answers with vulnerabilities', () => {
    expect(readAudit(report({ high: 1, moderate: 2, total: 3 }))).toEqual({
      outcome: 'findings',
      total: 3,
      bySeverity: '2 moderate, 1 high',
    });
  });

  it('is clean when the registry answers with none', () => {
    expect(readAudit(report({ total: 0 }))).toEqual({ outcome: 'clean', dependencies: 155 });
  });

  it('is unavailable, not clean, when the audit service refuses or cannot be reached', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST /-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    expect(readAudit(refused)).toEqual({
      outcome: 'unavailable',
      reason: '405 Method Not Allowed - POST /-/npm/v1/security/advisories/bulk',
    });
    const offline = JSON.stringify({
      error: { code: 'ENOTFOUND', summary: 'request failed, reason: getaddrinfo ENOTFOUND\nmore', detail: '' },
    });
    expect(readAudit(offline)).toEqual({ outcome: 'unavailable', reason: 'request failed, reason: getaddrinfo ENOTFOUND' });
    expect(readAudit('')).toEqual({ outcome: 'unavailable', reason: 'npm audit printed no JSON report' });
  });
});
