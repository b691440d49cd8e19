import { InvalidArgumentError, type Command } from 'commander';
import type { CommandKit } from '../command-context';
import { completionScript, type Shell } from '../completion';

/** `reserva completion bash|zsh`: the shell completion script, written from the command tree (issue 6). */
export function registerCompletionCommand(program: Command, kit: CommandKit): void {
  kit
    .subcommand(
      program,
      'completion',
      'Print the shell completion script for bash or zsh',
      'source <(reserva completion bash)',
    )
    .argument('<shell>', 'bash or zsh', (value: string): Shell => {
      if (value !== 'bash' && value !== 'zsh') throw new InvalidArgumentError('must be bash or zsh.');
      return value;
    })
    .action((shell: Shell) => {
      // The CLI's own words only (command and option names): nothing from the server to neutralise.
      kit.deps.stdout.write(completionScript(program, shell));
    });
}
