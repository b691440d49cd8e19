// The CLI's entry point (`reserva`, cli/bin/reserva.mjs): composes the CLI (cli-composition-root.ts,
// docs/adr/0003) over this process and runs the command line.
import { CLI, composeCli, packageVersion } from './cli-composition-root';
import { resolve } from '#adapters/composition/typed-tokens';

const cli = resolve(composeCli(process, await packageVersion()), CLI.cli);
process.exitCode = await cli.run(process.argv.slice(2));
