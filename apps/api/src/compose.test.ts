import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { loadEnv } from './env.js';
import { addressMatcher } from './lib/addresses.js';

/**
 * docker-compose.yml cannot be started here (no Docker), so it is read as Compose would read it and
 * checked: every reference resolves, the app's environment passes the app's own configuration check,
 * the replicas trust the proxy's network only, and nothing but the proxy is published beyond 127.0.0.1.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string | number | boolean | null>;
  ports?: string[];
  volumes?: string[];
  networks?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
}
interface Compose {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config: { subnet: string }[] } } | null>;
  volumes: Record<string, unknown>;
}

/** Compose's interpolation with nothing set in the shell: `${NAME:-default}` (nested too) and `${NAME}`. */
function interpolate(value: string): string {
  let out = value;
  for (;;) {
    const next = out.replace(/\$\{([A-Z0-9_]+)(?::-([^${}]*))?\}/g, (_m, _name: string, fallback?: string) => fallback ?? '');
    if (next === out) return out;
    out = next;
  }
}

const source = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
// Merge keys (<<: *app-env) as Compose resolves them.
const compose = parse(source, { merge: true }) as Compose;
const { services } = compose;

function env(name: string): Record<string, string> {
  const raw = services[name]!.environment ?? {};
  return Object.fromEntries(
    Object.entries(raw)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, interpolate(String(v))]),
  );
}

describe('docker-compose.yml', () => {
  it('refers only to services, networks, volumes and files that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(services, `${name} depends on ${dependency}`).toHaveProperty(dependency);
      for (const network of service.networks ?? []) expect(compose.networks, `${name} network ${network}`).toHaveProperty(network);
      for (const volume of service.volumes ?? []) {
        const from = volume.split(':')[0]!;
        if (from.startsWith('.') || from.startsWith('/')) expect(existsSync(join(root, from)), `${name} mounts ${from}`).toBe(true);
        else expect(compose.volumes, `${name} volume ${from}`).toHaveProperty(from);
      }
      if (service.build) expect(existsSync(join(root, service.build.context, service.build.dockerfile)), `${name} build`).toBe(true);
      expect(service.image ?? service.build, `${name} has an image or a build`).toBeTruthy();
    }
  });

  it('runs two API replicas and a worker from the app image, behind nginx from its official image', () => {
    expect(services.api!.deploy?.replicas).toBe(2);
    expect(services.proxy!.image).toMatch(/^nginx:[\w.-]+$/);
    expect(services.proxy!.depends_on).toHaveProperty('api');
    const nginx = readFileSync(join(root, 'docker/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/server api:3000 /);
    // The proxy replaces a client's X-Forwarded-For with the address it saw.
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
    // Only the worker migrates, seeds and works the job queue (and nothing else); the replicas start after it.
    expect(env('worker')).toMatchObject({ MIGRATE_ON_START: 'true', JOBS: 'worker' });
    expect(loadEnv({ NODE_ENV: 'production', ...env('worker') }).jobs).toBe('worker');
    expect(env('api')).toMatchObject({ MIGRATE_ON_START: 'false', JOBS: 'false', SEED_DEMO: 'false' });
    expect(services.api!.depends_on?.worker?.condition).toBe('service_healthy');
    expect(services.api!.build).toEqual(services.worker!.build);
  });

  it("gives the app a configuration it accepts, trusting the proxy's network and nobody else", () => {
    for (const name of ['api', 'worker']) {
      // The image sets NODE_ENV=production (docker/Dockerfile): the outbox must be off there.
      const parsed = loadEnv({ NODE_ENV: 'production', ...env(name) });
      expect(parsed.devOutbox, name).toBe(false);
      expect(parsed.redisUrl, name).toBe('redis://redis:6379');
    }
    const subnet = compose.networks.front!.ipam!.config[0]!.subnet;
    const trusted = loadEnv({ NODE_ENV: 'production', ...env('api') }).trustProxy;
    expect(trusted).toEqual([interpolate(subnet)]);
    expect(services.proxy!.networks).toEqual(['front']);
    // Nothing else that could send forged headers sits in the trusted network.
    const inFront = Object.entries(services).filter(([, s]) => s.networks?.includes('front')).map(([n]) => n);
    expect(inFront.sort()).toEqual(['api', 'proxy']);
    const isTrusted = addressMatcher(trusted);
    expect(isTrusted('172.28.5.2')).toBe(true);
    expect(isTrusted('172.28.6.2')).toBe(false);
  });

  it('publishes the proxy only; Mailpit on 127.0.0.1 and nothing else at all', () => {
    for (const [name, service] of Object.entries(services)) {
      const ports = (service.ports ?? []).map(interpolate);
      if (name === 'proxy') expect(ports).toHaveLength(1);
      else if (name === 'mailpit') for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:\d+:8025$/);
      else expect(ports, `${name} publishes nothing`).toEqual([]);
    }
  });
});
