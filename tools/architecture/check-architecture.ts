// `npm run check:architecture`: the import rules of .dependency-cruiser.mjs and the purity rules of
// purity-rules.js over one project root (the repository by default). Exits non-zero on any violation.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import extractTsConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { ESLint } from 'eslint';
import dependencyRules from '../../.dependency-cruiser.mjs';
import { purityRules } from './purity-rules.js';

export interface ArchitectureViolation {
  readonly rule: string;
  readonly file: string;
  readonly detail: string;
}

const cruisedFolders = ['src', 'cli', 'contract-tests', 'e2e', 'tools'];
const pureFolders = ['src/domain', 'src/application'];

async function importViolations(root: string): Promise<ArchitectureViolation[]> {
  const folders = cruisedFolders.filter((folder) => existsSync(path.join(root, folder)));
  if (folders.length === 0) return [];
  const config: IConfiguration = dependencyRules;
  const tsConfigFile = path.join(root, 'tsconfig.json');
  const tsConfig = existsSync(tsConfigFile) ? extractTsConfig(tsConfigFile) : undefined;
  const { options = {}, ...ruleSet } = config;
  const { output } = await cruise(
    folders,
    {
      ...options,
      baseDir: root,
      validate: true,
      ruleSet,
      ...(tsConfig === undefined ? {} : { tsConfig: { fileName: tsConfigFile } }),
    },
    {},
    tsConfig === undefined ? {} : { tsConfig },
  );
  const result = output as ICruiseResult;
  return result.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    file: violation.from,
    detail: violation.cycle
      ? `cycle ${violation.cycle.map((step) => step.name).join(' -> ')}`
      : `imports ${violation.to}`,
  }));
}

async function purityViolations(root: string): Promise<ArchitectureViolation[]> {
  const folders = pureFolders.filter((folder) => existsSync(path.join(root, folder)));
  if (folders.length === 0) return [];
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: purityRules,
    errorOnUnmatchedPattern: false,
  });
  const results = await eslint.lintFiles(folders);
  return results.flatMap((result) =>
    result.messages.map((message) => ({
      rule: message.ruleId ?? 'parse-error',
      file: `${path.relative(root, result.filePath)}:${String(message.line)}`,
      detail: message.message,
    })),
  );
}

/** Every import and purity violation under `root`, imports first. */
export async function checkArchitecture(root: string): Promise<ArchitectureViolation[]> {
  return [...(await importViolations(root)), ...(await purityViolations(root))];
}

async function main(): Promise<void> {
  const root = path.resolve(process.argv[2] ?? '.');
  const violations = await checkArchitecture(root);
  for (const violation of violations) {
    console.error(`✗ ${violation.rule}: ${violation.file} ${violation.detail}`);
  }
  if (violations.length > 0) {
    console.error(`\n${String(violations.length)} architecture violation(s) in ${root}.`);
    process.exitCode = 1;
  } else {
    console.log(`Architecture check passed for ${root}.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
