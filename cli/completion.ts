import type { Command } from 'commander';

// Shell completion for bash and zsh (issue 6), written from the command tree itself so it never
// falls behind it: subcommands by position, then the options of the command typed so far.

export type Shell = 'bash' | 'zsh';

function optionsOf(command: Command): string {
  return [...command.options.map((option) => option.long ?? option.short ?? ''), '--help']
    .filter((flag) => flag !== '')
    .join(' ');
}

export function completionScript(program: Command, shell: Shell): string {
  const groups = program.commands.filter((command) => command.name() !== 'help');
  const globals = optionsOf(program);
  const second = groups
    .filter((group) => group.commands.length > 0)
    .map((group) => `      ${group.name()}) words="${group.commands.map((command) => command.name()).join(' ')}" ;;`)
    .join('\n');
  const third = groups
    .flatMap((group) =>
      group.commands.length > 0
        ? group.commands.map((command) => ({ path: `${group.name()} ${command.name()}`, command }))
        : [{ path: group.name(), command: group }],
    )
    .map(({ path, command }) => `      "${path}"*) words="${optionsOf(command)} ${globals}" ;;`)
    .join('\n');
  const bash = `# reserva completion for ${shell}: add  source <(reserva completion ${shell})  to your shell's start-up file.
_reserva_completion() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" words=""
  if [ "$COMP_CWORD" -eq 1 ]; then
    words="${groups.map((group) => group.name()).join(' ')} ${globals}"
  elif [ "$COMP_CWORD" -eq 2 ]; then
    case "\${COMP_WORDS[1]}" in
${second}
      completion) words="bash zsh" ;;
    esac
  fi
  if [ -z "$words" ]; then
    case "\${COMP_WORDS[1]} \${COMP_WORDS[2]}" in
${third}
    esac
  fi
  COMPREPLY=( $(compgen -W "$words" -- "$cur") )
}
complete -o default -F _reserva_completion reserva
`;
  return shell === 'bash'
    ? bash
    : `autoload -U +X compinit && compinit\nautoload -U +X bashcompinit && bashcompinit\n${bash}`;
}
