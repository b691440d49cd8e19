import { InvalidArgumentError, type Command } from 'commander';
import type { CommandKit } from '../command-context';
import { lines } from '../terminal-text';

// `reserva keys create --company SLUG`: a staff api-key acting for one company only (issue 21;
// docs/adr/0078), issued by the server to the operator's key and printed once.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const companySlug = (value: string): string => {
  const slug = value.trim();
  if (!SLUG.test(slug) || slug.length > 64)
    throw new InvalidArgumentError('must be a company slug: lower-case letters and digits joined by single hyphens.');
  return slug;
};

const label = (value: string): string => {
  const text = value.trim();
  if (text === '' || text.length > 100) throw new InvalidArgumentError('must be 1 to 100 characters.');
  return text;
};

export function registerKeysCommands(program: Command, kit: CommandKit): void {
  const keys = program.command('keys').description('staff api-keys (needs the operator’s api-key)');
  kit
    .subcommand(
      keys,
      'create',
      'Issue an api-key acting for one company only, printed once (the key alone on stdout)',
      'reserva keys create --company salon-aurora --label "front desk"',
    )
    .requiredOption('--company <slug>', 'the company, by its slug (its storefront web address)', companySlug)
    .option('--label <text>', 'who or what holds the key, to tell it apart', label, 'issued with reserva keys create')
    .action(async (options: { readonly company: string; readonly label: string }, command: Command) => {
      const { ports, messages: m, output, asJson } = await kit.context(command);
      await output(ports.staffApiKeys.issueStaffApiKey(options.company, options.label), {
        json: (issued) => ({ apiKey: issued.apiKey, label: issued.label, company: issued.company }),
        text: (issued) => {
          // The note on stderr, so that `KEY=$(reserva keys create …)` captures the key alone.
          if (!asJson)
            kit.deps.stderr.write(lines(m.keyIssued(issued.label, issued.company.name, issued.company.slug)));
          return lines(issued.apiKey);
        },
      });
    });
}
