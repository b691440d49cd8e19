import { describe, expect, it } from 'vitest';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';

// `reserva completion`: the scripts written from the command tree (issue 6).

const { reserva } = cliOverDemoServer();

describe('shell completion (issue 6)', () => {
  it.each(['bash', 'zsh'])('prints a %s script naming every command and its options', async (shell) => {
    const script = (await reserva(['completion', shell])).stdout;
    expect(script).toContain('complete -o default -F _reserva_completion reserva');
    expect(script).toContain('bookings) words="create show list cancel confirm edit import"');
    expect(script).toContain('"bookings cancel"*) words="--all --help');
    if (shell === 'zsh') expect(script).toContain('bashcompinit');
  });
});
