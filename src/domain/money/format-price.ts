import type { CurrencyFormat } from './currency-format';

// Price display (booking-wizard §5, storefront §5): the company's symbol, thousands delimiter and
// decimal separator, at most 2 decimals; 0 or text shows the symbol plus 0.

/**
 * A price as it may reach the display: a number, a numeric string from the API, or text standing
 * for "no price" (empty string means free, storefront §3).
 */
export type PriceAmount = number | string | null | undefined;

// Plain decimal notation with a point, as JSON writes numbers; anything else ("", "free",
// "1.500,00") is text and shows as 0.
const numericText = /^\s*-?\d+(\.\d+)?\s*$/;

function amountOf(price: PriceAmount): number {
  if (typeof price === 'number') return Number.isFinite(price) ? price : 0;
  if (typeof price === 'string' && numericText.test(price)) return Number(price);
  return 0;
}

/**
 * The amount in whole cents, rounded half away from zero. Rounding acts on the shortest decimal
 * that reads back as the number (`String(1.005)` is "1.005"), not on the binary value
 * (1.00499999999999989…), so 1.005 rounds to 1.01 as the amount was written.
 */
function roundToCents(amount: number): bigint {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(amount)).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const pointAt = whole.length + Number(exponent);
  const padded = pointAt <= 0 ? '0'.repeat(1 - pointAt) + digits : digits.padEnd(pointAt + 2, '0');
  const point = Math.max(pointAt, 1);
  const cents = BigInt(padded.slice(0, point + 2).padEnd(point + 2, '0'));
  const rounded = (padded[point + 2] ?? '0') >= '5' ? cents + 1n : cents;
  return amount < 0 ? -rounded : rounded;
}

function groupThousands(digits: string, delimiter: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(delimiter);
}

/**
 * A price written the company's way: "$15.000", "$1.234,50", "-$1.500". Whole amounts show no
 * decimals, others exactly two. A negative amount (a refund or correction) keeps its minus sign
 * before the symbol; one that rounds to zero shows as plain 0.
 */
export function formatPrice(price: PriceAmount, currency: CurrencyFormat): string {
  const cents = roundToCents(amountOf(price));
  const magnitude = cents < 0n ? -cents : cents;
  const whole = groupThousands(String(magnitude / 100n), currency.delimiter);
  const fraction = magnitude % 100n;
  const decimals = fraction === 0n ? '' : `${currency.separator}${String(fraction).padStart(2, '0')}`;
  return `${cents < 0n ? '-' : ''}${currency.unit}${whole}${decimals}`;
}

/**
 * A number written the company's way, without its currency symbol (issue 20: "numbers in the
 * company's format everywhere", a mileage "42.000 km"): thousands grouped by its delimiter, at most
 * two decimals after its separator, as its prices are.
 */
export function formatNumber(value: number, format: Pick<CurrencyFormat, 'delimiter' | 'separator'>): string {
  return formatPrice(value, { unit: '', delimiter: format.delimiter, separator: format.separator });
}
