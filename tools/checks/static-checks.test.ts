import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChecks, STATIC_CHECKS, type CheckResult } from './static-checks';

// The static checks' runner (docs/adr/0096), on a package of its own whose scripts pass, fail, and
// wait for another to have run (which only a runner running them at once lets finish).

const repository = path.resolve(import.meta.dirname, '../..');
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'reserva-static-checks-'));
  const scripts = {
    passes: `node -e "console.log('all fine')"`,
    fails: `node -e "require('fs').writeFileSync('failed.mark', ''); console.log('checking'); console.error('broken: src/a.ts'); process.exit(3)"`,
    // Finishes once \`fails\` has run, or fails after a minute.
    slow: `node -e "const t = Date.now(); const wait = () => require('fs').existsSync('failed.mark') ? console.log('slow and fine') : Date.now() - t > 60000 ? process.exit(9) : setTimeout(wait, 50); wait()"`,
  };
  await writeFile(path.join(directory, 'package.json'), JSON.stringify({ name: 'checks', private: true, scripts }));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('npm run check', () => {
  it('runs the scripts at once, keeps each one’s output whole, and answers them in the order given', async () => {
    const reported: string[] = [];
    const results = await runChecks(['slow', 'passes', 'fails'], {
      cwd: directory,
      concurrency: 2,
      report: (result: CheckResult) => reported.push(result.script),
    });
    expect(results.map((result) => [result.script, result.code])).toEqual([
      ['slow', 0],
      ['passes', 0],
      ['fails', 3],
    ]);
    // `slow`, started first, finished only once `fails`, started after `passes` finished, had run.
    expect(reported[0]).toBe('passes');
    expect([...reported].sort()).toEqual(['fails', 'passes', 'slow']);
    expect(results[0]?.output).toBe('slow and fine\n');
    expect(results[2]?.output).toBe('checking\nbroken: src/a.ts\n');
  });

  it('exits 1 when a check fails, printing its output under its name and naming it in the summary', async () => {
    const script = path.join(repository, 'tools/checks/static-checks.ts');
    const failure: unknown = await promisify(execFile)(
      path.join(repository, 'node_modules/.bin/tsx'),
      [script, 'passes', 'fails'],
      { cwd: directory },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    const { stdout } = failure as { readonly stdout: string };
    expect(stdout).toContain('== fails ✗ (exit 3)');
    expect(stdout).toContain('checking\nbroken: src/a.ts\n');
    expect(stdout).toContain('== passes ✓');
    expect(stdout).toContain('✗ Static checks failed: fails (their output is above).');
  });

  it('checks what npm test checked one after the other before', () => {
    expect([...STATIC_CHECKS].sort()).toEqual([
      'check:architecture',
      'format:check',
      'lint',
      'lint:openapi',
      'typecheck',
    ]);
  });
});
