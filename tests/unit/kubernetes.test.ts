import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.server';

/** deploy/kubernetes.yaml split into its documents, keyed by kind (no YAML parser is a dependency). */
const manifest = readFileSync('deploy/kubernetes.yaml', 'utf8');
const documents = new Map(
  manifest
    .split(/^---$/m)
    .map((text) => [/^kind: (\S+)$/m.exec(text)?.[1] ?? '', text] as const)
    .filter(([kind]) => kind),
);

function doc(kind: string): string {
  const text = documents.get(kind);
  expect(text, `${kind} document`).toBeDefined();
  return text!;
}

/** Values of `key:` anywhere in a document (unquoted), in order. */
function values(text: string, key: string): string[] {
  return [...text.matchAll(new RegExp(`^\\s*-?\\s*${key}:\\s*(.+?)\\s*$`, 'gm'))].map((match) => match[1]!.replace(/^"|"$/g, ''));
}

/** The indented block under `key:` (its deeper lines). */
function block(text: string, key: string): string {
  const match = new RegExp(`^(\\s*)(?:- )?${key}:\\s*\\n((?:\\1\\s+.*\\n?)+)`, 'm').exec(text);
  expect(match, `${key} block`).not.toBeNull();
  return match![2]!;
}

describe('deploy/kubernetes.yaml', () => {
  it('holds a ConfigMap, a Deployment, a Service and an autoscaling/v2 HorizontalPodAutoscaler', () => {
    expect([...documents.keys()].sort()).toEqual(['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Service']);
    expect(values(doc('HorizontalPodAutoscaler'), 'apiVersion')[0]).toBe('autoscaling/v2');
    expect(values(doc('Deployment'), 'apiVersion')[0]).toBe('apps/v1');
  });

  it('runs one process per pod: no worker setting left behind', () => {
    expect(manifest).not.toContain('WEB_CONCURRENCY');
  });

  it('configures SITE_URL and the mail addresses through the ConfigMap, and they are valid settings', () => {
    const data = block(doc('ConfigMap'), 'data');
    const env = Object.fromEntries([...data.matchAll(/^\s+([A-Z_]+):\s*"?([^"\n]*)"?\s*$/gm)].map((match) => [match[1]!, match[2]!]));
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['SITE_URL', 'SUPPORT_EMAIL', 'BUSINESS_EMAIL']));
    const config = loadConfig(env);
    expect(config.site.siteUrl).toBe(env.SITE_URL);
    expect(config.site.supportEmail).toBe(env.SUPPORT_EMAIL);
    const configMapName = values(doc('ConfigMap'), 'name')[0];
    expect(block(doc('Deployment'), 'configMapRef')).toContain(`name: ${configMapName}`);
  });

  it('probes /readyz for readiness (every fixed document stored) and /livez for liveness, on port 3000', () => {
    const deployment = doc('Deployment');
    for (const [probe, path] of [
      ['readinessProbe', '/readyz'],
      ['livenessProbe', '/livez'],
    ]) {
      const text = block(deployment, probe!);
      expect(text, probe).toMatch(new RegExp(`httpGet:\\s*\\n\\s+path: ${path}\\s*\\n\\s+port: 3000`));
    }
    expect(values(deployment, 'containerPort')).toEqual(['3000']);
  });

  it('sets resource requests and limits', () => {
    const resources = block(doc('Deployment'), 'resources');
    for (const section of ['requests', 'limits']) {
      const text = block(resources, section);
      expect(text, section).toMatch(/cpu: \S+/);
      expect(text, section).toMatch(/memory: \d+Mi/);
    }
  });

  it('runs as the non-root node user on a read-only root filesystem with no privileges', () => {
    const deployment = doc('Deployment');
    expect(values(deployment, 'runAsNonRoot')).toContain('true');
    expect(values(deployment, 'runAsUser')).toContain('1000');
    expect(values(deployment, 'readOnlyRootFilesystem')).toEqual(['true']);
    expect(values(deployment, 'allowPrivilegeEscalation')).toEqual(['false']);
    expect(block(deployment, 'capabilities')).toMatch(/drop: \["ALL"\]/);
  });

  it('gives the drain more time than SHUTDOWN_TIMEOUT_MS plus the preStop pause', () => {
    const grace = Number(values(doc('Deployment'), 'terminationGracePeriodSeconds')[0]);
    const shutdownMs = loadConfig({ SHUTDOWN_TIMEOUT_MS: values(doc('ConfigMap'), 'SHUTDOWN_TIMEOUT_MS')[0] }).timeouts.shutdownMs;
    const preStopSeconds = Number(/command: \["sleep", "(\d+)"\]/.exec(doc('Deployment'))?.[1] ?? 0);
    expect(grace).toBeGreaterThan(shutdownMs / 1000 + preStopSeconds);
  });

  it('points the Service and the autoscaler at the Deployment', () => {
    const deploymentName = values(doc('Deployment'), 'name')[0];
    const podLabel = /app\.kubernetes\.io\/name: (\S+)/.exec(block(doc('Deployment'), 'template'))?.[1];
    expect(block(doc('Service'), 'selector')).toContain(`app.kubernetes.io/name: ${podLabel}`);
    expect(values(doc('Service'), 'targetPort')).toEqual(['http']);
    const target = block(doc('HorizontalPodAutoscaler'), 'scaleTargetRef');
    expect(target).toContain('kind: Deployment');
    expect(target).toContain(`name: ${deploymentName}`);
    expect(Number(values(doc('HorizontalPodAutoscaler'), 'minReplicas')[0])).toBeGreaterThanOrEqual(2);
  });
});
