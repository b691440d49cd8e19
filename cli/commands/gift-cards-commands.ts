import { InvalidArgumentError, type Command } from 'commander';
import type {
  GiftCardAmountView,
  GiftCardCompanyView,
  GiftCardDetailView,
  GiftCardStatementView,
  GiftCardStatusView,
} from '#application/ports/client/company-gift-cards';
import { formatPrice } from '#domain/money/format-price';
import type { CommandKit } from '../command-context';
import { table } from '../cli-output';
import type { Messages } from '../cli-messages';
import { joined, lines } from '../terminal-text';
import { companySlug } from './keys-commands';

// `reserva gift-cards list|show|void|resend --company SLUG` (issue 31 "Staff"; docs/adr/0108): a
// company's cards by status, one card's ledger by its id or by the code a caller reads out, and
// voiding with a reason. Codes are never shown (the server keeps only their digests): the last four
// symbols tell cards apart. Amounts are written the company's way (format-price.ts).

const STATUSES: readonly GiftCardStatusView[] = ['active', 'spent', 'expired', 'voided'];
const LARGEST_ID = 2_147_483_647;

const status = (value: string): GiftCardStatusView => {
  const found = STATUSES.find((each) => each === value.trim().toLowerCase());
  if (found === undefined) throw new InvalidArgumentError(`must be one of ${STATUSES.join(', ')}.`);
  return found;
};

/** An id (up to ten digits), else the code as the caller read it out: the API reads it however typed. */
type CardNamed = { readonly id: number } | { readonly code: string };

const idOrCode = (value: string): CardNamed => {
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) {
    const id = Number(text);
    if (id >= 1 && id <= LARGEST_ID) return { id };
  }
  if (text === '' || text.length > 64)
    throw new InvalidArgumentError('must be a gift card id, as `reserva gift-cards list` shows it, or its code.');
  return { code: text };
};

const cardId = (value: string): number => {
  const named = idOrCode(value);
  if (!('id' in named))
    throw new InvalidArgumentError('must be a gift card id, as `reserva gift-cards list` shows it.');
  return named.id;
};

const reason = (value: string): string => {
  const text = value.trim();
  if (text === '' || text.length > 500) throw new InvalidArgumentError('must be 1 to 500 characters.');
  return text;
};

const maskedCode = (lastFour: string) => `····-····-····-${lastFour}`;
const money = (company: GiftCardCompanyView) => (amount: GiftCardAmountView) =>
  formatPrice(amount.amount, company.currency);
/** An instant as the API wrote it, to the minute, in UTC. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

function statementText(m: Messages, { company, giftCard: card }: GiftCardStatementView, width: number | undefined) {
  const amount = money(company);
  return joined(
    lines(
      m.giftCardHeading(card.id, maskedCode(card.lastFour), company.name, m.giftCardStatus(card.status)),
      m.giftCardTerms(amount(card.face), amount(card.balance), card.expiresOn, card.honouredAt.join(', ')),
    ),
    table(
      [m.giftCardWhen, m.giftCardMovement, m.giftCardAmount, m.giftCardBooking, m.giftCardBalance, m.giftCardReason],
      card.movements.map((line) => [
        utcMinute(line.recordedAt),
        m.giftCardMovementKind(line.kind),
        amount(line.amount),
        line.bookingId,
        amount(line.balanceAfter),
        line.reason,
      ]),
      width,
    ),
  );
}

function voidedOn(card: GiftCardDetailView): string {
  const voided = card.movements.find((line) => line.kind === 'voided');
  return voided === undefined ? '' : voided.recordedAt.slice(0, 10);
}

export function registerGiftCardsCommands(program: Command, kit: CommandKit): void {
  const giftCards = program
    .command('gift-cards')
    .description("a company's gift cards: list, show with their ledger, void, resend (never their codes)");
  kit
    .subcommand(
      giftCards,
      'list',
      "List a company's gift cards, by status: active, spent, expired or voided",
      'reserva gift-cards list --company salon-aurora --status active',
    )
    .requiredOption('--company <slug>', 'the company, by its slug (its storefront web address)', companySlug)
    .option('--status <status>', 'only the cards of this status: active, spent, expired or voided', status)
    .action(async (options: { readonly company: string; readonly status?: GiftCardStatusView }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      await output(ports.giftCards.listGiftCards(options.company, options.status ?? null), {
        json: (list) => list,
        text: (list) => {
          const amount = money(list.company);
          return list.giftCards.length === 0
            ? lines(m.noGiftCards)
            : table(
                [m.id, m.giftCardCode, m.giftCardStatusHeader, m.giftCardFace, m.giftCardBalance, m.giftCardExpires],
                list.giftCards.map((card) => [
                  card.id,
                  maskedCode(card.lastFour),
                  m.giftCardStatus(card.status),
                  amount(card.face),
                  amount(card.balance),
                  card.expiresOn,
                ]),
                width,
              );
        },
      });
    });

  kit
    .subcommand(
      giftCards,
      'show',
      'Show one gift card and its ledger, by its id or by the code a caller reads out',
      'reserva gift-cards show --company salon-aurora 12',
    )
    .requiredOption('--company <slug>', 'the company, by its slug (its storefront web address)', companySlug)
    .argument('<id-or-code>', 'the card’s id, or its code however it is typed', idOrCode)
    .action(async (named: CardNamed, options: { readonly company: string }, command: Command) => {
      const { ports, messages: m, output, width } = await kit.context(command);
      const shown =
        'id' in named
          ? ports.giftCards.showGiftCard(options.company, named.id)
          : ports.giftCards.lookUpGiftCard(options.company, named.code);
      await output(shown, { json: (statement) => statement, text: (statement) => statementText(m, statement, width) });
    });

  kit
    .subcommand(
      giftCards,
      'void',
      'Void a gift card: whatever is left is taken off and it can no longer be spent',
      'reserva gift-cards void --company salon-aurora 12 --reason "refunded to the buyer"',
    )
    .requiredOption('--company <slug>', 'the company, by its slug (its storefront web address)', companySlug)
    .requiredOption('--reason <text>', 'why, kept on the card’s ledger', reason)
    .argument('<id>', 'the card’s id, as `reserva gift-cards list` shows it', cardId)
    .action(async (id: number, options: { readonly company: string; readonly reason: string }, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      await output(ports.giftCards.voidGiftCard(options.company, id, options.reason), {
        json: (voided) => voided,
        text: (voided) => {
          const card = voided.giftCard;
          const code = maskedCode(card.lastFour);
          if (voided.alreadyVoided) return lines(m.giftCardAlreadyVoided(card.id, code, voidedOn(card)));
          const taken = card.movements.at(-1)?.amount ?? { amount: 0, currency: card.face.currency };
          return lines(m.giftCardVoided(card.id, code, money(voided.company)(taken)));
        },
      });
    });
  registerResendCommand(giftCards, kit);
}

/** `reserva gift-cards resend <id> --company SLUG` (docs/adr/0112): the server mails the card again; the CLI never sees its code. */
function registerResendCommand(giftCards: Command, kit: CommandKit): void {
  kit
    .subcommand(
      giftCards,
      'resend',
      'Mail a gift card bought online to the person it is for again, with the same code',
      'reserva gift-cards resend --company salon-aurora 12',
    )
    .requiredOption('--company <slug>', 'the company, by its slug (its storefront web address)', companySlug)
    .argument('<id>', 'the card’s id, as `reserva gift-cards list` shows it', cardId)
    .action(async (id: number, options: { readonly company: string }, command: Command) => {
      const { ports, messages: m, output } = await kit.context(command);
      await output(ports.giftCards.resendGiftCard(options.company, id), {
        json: (statement) => statement,
        text: (statement) => lines(m.giftCardResent(statement.giftCard.id, maskedCode(statement.giftCard.lastFour))),
      });
    });
}
