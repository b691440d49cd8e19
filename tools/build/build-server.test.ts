import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeFilesFor } from '#adapters/runtime-files';
import {
  BUNDLES,
  buildServer,
  OPTIONAL_AT_RUN_TIME,
  packageOf,
  productionDependencies,
  repository,
  type BuiltServer,
} from './build-server';

// The real build (esbuild) into a directory of its own inside the repository, so that the bundles
// find node_modules and package.json where a build into dist/ does.

let output: string;
let built: BuiltServer;

beforeAll(async () => {
  output = await mkdtemp(path.join(repository, '.build-test-'));
  built = await buildServer(output);
}, 120_000);

afterAll(async () => {
  await rm(output, { recursive: true, force: true });
});

describe('npm run build:server (ADR 0063)', () => {
  it('bundles the server and the CLI, importing only production dependencies and never the TypeScript tooling', async () => {
    for (const bundle of BUNDLES) expect(existsSync(path.join(output, bundle.output))).toBe(true);
    const dependencies = await productionDependencies();
    expect(built.packages).toEqual(
      expect.arrayContaining(['@electric-sql/pglite', 'pg', 'hono', 'tsyringe', 'reflect-metadata', 'commander']),
    );
    // Each is installed by npm ci --omit=dev, or loaded only where present (pino-pretty, on a developer's terminal).
    for (const name of built.packages)
      expect(dependencies.has(name) || OPTIONAL_AT_RUN_TIME.has(name), name).toBe(true);
    const server = await readFile(path.join(output, 'server/main.mjs'), 'utf8');
    expect(server).not.toMatch(/from "(tsx|vite|typescript|esbuild)[/"]/);
  });

  it('copies every migration, the contract and the demo’s catalogue files where the bundles look for them', async () => {
    const migrations = (await readdir(path.join(repository, 'src/adapters/persistence/migrations'))).filter((file) =>
      file.endsWith('.sql'),
    );
    expect(migrations.length).toBeGreaterThan(0);
    expect(await readdir(path.join(output, 'server/migrations'))).toEqual(expect.arrayContaining(migrations));
    const files = runtimeFilesFor('bundle', pathToFileURL(path.join(output, 'server/main.mjs')).href);
    expect(await readFile(files.contract, 'utf8')).toBe(
      await readFile(path.join(repository, 'openapi/booking-api.yaml'), 'utf8'),
    );
    const demoFiles = (await readdir(path.join(repository, 'demo'))).filter((file) => file.endsWith('.yaml'));
    expect(demoFiles.length).toBeGreaterThan(0);
    expect((await readdir(files.demoCatalogues)).sort()).toEqual(expect.arrayContaining(demoFiles));
  });

  it('gives a CLI that Node runs as it is, printing the package version', async () => {
    const { version } = JSON.parse(await readFile(path.join(repository, 'package.json'), 'utf8')) as {
      version: string;
    };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(output, 'cli/reserva.mjs'), '--version'],
      { cwd: output },
    );
    expect(stdout).toBe(`${version}\n`);
  });

  it('refuses a bundle that imports a package npm ci --omit=dev would leave out', async () => {
    const withoutPg = new Set([...(await productionDependencies())].filter((name) => name !== 'pg'));
    await expect(buildServer(output, withoutPg)).rejects.toThrow(
      /The bundles import pg, not among package\.json's dependencies/,
    );
  }, 120_000);

  it('names the package an import comes from, and none for Node’s own modules', () => {
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs/promises')).toBeNull();
    expect(packageOf('pg')).toBe('pg');
    expect(packageOf('@hono/node-server/serve-static')).toBe('@hono/node-server');
    expect(packageOf('@electric-sql/pglite')).toBe('@electric-sql/pglite');
  });
});
