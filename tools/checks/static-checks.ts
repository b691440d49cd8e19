// `npm run check` (and the first half of `npm test`; docs/adr/0096): the static checks — format,
// architecture, typecheck, lint, the contract's lint — as concurrent `npm run` scripts, as many at
// once as the machine has cores, the longest first. Each one's output is kept and printed whole,
// under its name, once it has finished, so that two checks' lines never interleave; a summary says
// which passed and which failed, and the exit code is 1 when any failed.
//
//   npx tsx tools/checks/static-checks.ts [script…]   (every check when none is named)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The package.json scripts the checks are, the longest first (they are started in this order). */
export const STATIC_CHECKS = ['lint', 'typecheck', 'format:check', 'check:architecture', 'lint:openapi'] as const;

export interface CheckResult {
  readonly script: string;
  readonly code: number;
  readonly output: string;
  readonly seconds: number;
}

/** Runs `npm run <script>` to its end, its stdout and stderr kept together in the order written. */
export function runCheck(script: string, cwd = repository): Promise<CheckResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const done = (code: number) => {
      resolve({ script, code, output, seconds: (Date.now() - started) / 1000 });
    };
    child.once('error', (error) => {
      output += `${error.message}\n`;
      done(1);
    });
    child.once('close', (code, signal) => {
      done(code ?? (signal === null ? 1 : 128));
    });
  });
}

/** Runs `scripts`, at most `concurrency` at once, reporting each as it finishes; answers them all, in the order given. */
export async function runChecks(
  scripts: readonly string[],
  {
    concurrency = availableParallelism(),
    report,
    cwd = repository,
  }: { readonly concurrency?: number; readonly report?: (result: CheckResult) => void; readonly cwd?: string } = {},
): Promise<readonly CheckResult[]> {
  const results = new Map<string, CheckResult>();
  const queue = [...scripts];
  const worker = async () => {
    for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
      const result = await runCheck(script, cwd);
      results.set(script, result);
      report?.(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, scripts.length)) }, worker));
  return scripts.map((script) => {
    const result = results.get(script);
    if (result === undefined) throw new Error(`${script} did not run`);
    return result;
  });
}

function printed(result: CheckResult): string {
  const verdict = result.code === 0 ? '✓' : `✗ (exit ${String(result.code)})`;
  const output = result.output.trimEnd();
  return `\n== ${result.script} ${verdict} in ${result.seconds.toFixed(1)} s\n${output === '' ? '' : `${output}\n`}`;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2);
  const scripts = named.length === 0 ? STATIC_CHECKS : named;
  // npm runs its scripts in the package's directory.
  const results = await runChecks(scripts, {
    cwd: process.cwd(),
    report: (result) => {
      process.stdout.write(printed(result));
    },
  });
  const failed = results.filter((result) => result.code !== 0);
  process.stdout.write(
    failed.length === 0
      ? `\nStatic checks passed: ${scripts.join(', ')}.\n`
      : `\n✗ Static checks failed: ${failed.map((result) => result.script).join(', ')} (their output is above).\n`,
  );
  process.exitCode = failed.length === 0 ? 0 : 1;
}
