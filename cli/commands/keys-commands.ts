import { InvalidArgumentError, type Command } from 'commander';
import type { CommandKit } from '../command-context';
import { table } from '../cli-output';
import { lines } from '../terminal-text';

// `reserva keys create --company SLUG`: a staff api-key acting for one company only (issue 21;
// docs/adr/0078), issued by the server to the operator's key and printed once. `reserva keys list`
// and `reserva keys revoke` (docs/adr/0081): the company's keys by id and label, never the keys.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const companySlug = (value: string): string => {
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

const keyId = (value: string): number => {
  const id = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw new InvalidArgumentError('must be a key id, as `reserva keys list` shows it.');
  return id;
};

export function registerKeysCommands(program: Command, kit: CommandKit): void {
  const keys = program.command('keys').description('staff api-keys per company (issuing needs the operator’s api-key)');
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

  kit
    .subcommand(
      keys,
      'list',
      "List a company's api-keys by id and label, revoked ones included (never the keys)",
      'reserva keys list --company salon-aurora',
    )
    .requiredOption('--company <slug>', 'the company, by its slug (its storefront web address)', companySlug)
    .action(async (options: { readonly company: string }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      await output(ports.staffApiKeys.listStaffApiKeys(options.company), {
        json: (list) => list,
        text: (list) =>
          list.apiKeys.length === 0
            ? lines(m.noKeys)
            : table(
                [m.id, m.keyLabel, m.keyIssuedAt, m.keyRevokedAt],
                list.apiKeys.map((key) => [key.id, key.label, key.createdAt, key.revokedAt ?? '']),
                width,
              ),
      });
    });

  kit
    .subcommand(
      keys,
      'revoke',
      'Revoke one of a company’s api-keys: it is refused from the next request on',
      'reserva keys revoke --company salon-aurora 7',
    )
    .requiredOption('--company <slug>', 'the company, by its slug (its storefront web address)', companySlug)
    .argument('<id>', 'the key’s id, as `reserva keys list` shows it', keyId)
    .action(async (id: number, options: { readonly company: string }, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      await output(ports.staffApiKeys.revokeStaffApiKey(options.company, id), {
        json: () => ({ revoked: id, company: options.company }),
        text: () => lines(m.keyRevoked(id, options.company)),
      });
    });
}
