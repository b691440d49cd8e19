// Reading the deployment's files for their test (deploy-files.test.ts): the Dockerfile's stages and
// instructions, and the tables of docs/operations.md (ADR 0062).

export interface DockerInstruction {
  /** Upper-cased: FROM, RUN, COPY, … */
  readonly keyword: string;
  /** The rest of the instruction, its continuation lines joined by a space. */
  readonly argument: string;
}

export interface DockerStage {
  /** The image the stage starts from. */
  readonly base: string;
  /** Its `AS` name; its index when it has none, as `COPY --from` accepts. */
  readonly name: string;
  readonly instructions: readonly DockerInstruction[];
}

/** The stages of a Dockerfile, in order, each with the instructions after its FROM. */
export function dockerfileStages(dockerfile: string): readonly DockerStage[] {
  const logicalLines: string[] = [];
  let pending = '';
  for (const line of dockerfile.split('\n')) {
    // Comment lines are dropped, even between continuation lines, as Docker drops them.
    if (/^\s*#/.test(line)) continue;
    const continued = /\\\s*$/.test(line);
    pending += `${pending === '' ? '' : ' '}${line.replace(/\\\s*$/, '').trim()}`;
    if (!continued) {
      if (pending.trim() !== '') logicalLines.push(pending.trim());
      pending = '';
    }
  }
  if (pending.trim() !== '') logicalLines.push(pending.trim());
  const stages: { base: string; name: string; instructions: DockerInstruction[] }[] = [];
  for (const line of logicalLines) {
    const [, word = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: word.toUpperCase(), argument: rest.replace(/\s+/g, ' ') };
    if (instruction.keyword === 'FROM') {
      const [, base = '', name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.argument) ?? [];
      stages.push({ base, name: name ?? String(stages.length), instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** The body rows of the first table under the heading `heading` (any level), each as its cells' text. */
export function markdownTable(markdown: string, heading: string): readonly (readonly string[])[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^#+\\s+${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`).test(line),
  );
  if (start === -1) return [];
  const first = lines.findIndex((line, index) => index > start && line.startsWith('|'));
  if (first === -1) return [];
  const rows: string[][] = [];
  for (let index = first + 2; index < lines.length && (lines[index] ?? '').startsWith('|'); index += 1) {
    rows.push(
      (lines[index] ?? '')
        .replace(/^\|\s*/, '')
        .replace(/\s*\|\s*$/, '')
        .split(/\s+\|\s+/),
    );
  }
  return rows;
}
