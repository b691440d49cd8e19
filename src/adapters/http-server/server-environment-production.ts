import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEV_SANDBOX_PAYMENT_SECRET } from '../payments/sandbox/sandbox-gateway';
import { DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { flag, type Environment } from './server-variables';

// What NODE_ENV=production refuses (docs/adr/0087), and the test clock, which it refuses too.

/**
 * NODE_ENV=production, and RESERVA_DEMO (on or off), the loud opt-in under which production may run
 * the demo; in production, every refusal of docs/adr/0087 at once.
 */
export function readProduction(env: Environment, problems: string[]): { production: boolean; demo: boolean } {
  const production = env['NODE_ENV'] === 'production';
  const demoSwitch = env['RESERVA_DEMO'] ?? '';
  if (demoSwitch !== '' && demoSwitch !== 'on' && demoSwitch !== 'off')
    problems.push(`RESERVA_DEMO must be on or off, not ${JSON.stringify(demoSwitch)}`);
  const demo = demoSwitch === 'on';
  if (production) problems.push(...productionProblems(env, demo));
  return { production, demo };
}

/** RESERVA_TEST_CLOCK=1: the clock moves through POST /testing/clock, for browser tests; refused with NODE_ENV=production. */
export function readTestClock(env: Environment, problems: string[]): boolean {
  const testClock = flag(env['RESERVA_TEST_CLOCK'], 'RESERVA_TEST_CLOCK');
  if (testClock.isErr()) problems.push(testClock.error);
  if (testClock.unwrapOr(false) === true && env['NODE_ENV'] === 'production')
    problems.push('RESERVA_TEST_CLOCK cannot be set with NODE_ENV=production: it lets anyone move the server’s time');
  return testClock.unwrapOr(false) === true;
}

/** What deploy/env.example writes in place of each secret, which anyone can read: `change-me-…`. */
const EXAMPLE_VALUE = /^change-me/i;

/**
 * Everything NODE_ENV=production refuses (docs/adr/0087), named together so that one start says all
 * that must change: the demo's data and public staff key, the development human check and the
 * public development secrets, unless RESERVA_DEMO=on asks for the demo; and, demo or not, any secret
 * left at deploy/env.example's `change-me-…` value.
 */
function productionProblems(env: Environment, runsDemo: boolean): string[] {
  const problems: string[] = [];
  const value = (name: string) => env[name] ?? '';
  const unlessDemo = 'refused with NODE_ENV=production unless RESERVA_DEMO=on';
  const example = (name: string) => {
    if (EXAMPLE_VALUE.test(value(name)))
      problems.push(
        `${name} is the example value of deploy/env.example, which anyone can read: refused with NODE_ENV=production`,
      );
  };
  if (!runsDemo && flag(value('RESERVA_DEMO_DATA'), 'RESERVA_DEMO_DATA').unwrapOr(false) === true)
    problems.push(`RESERVA_DEMO_DATA=true seeds the demo companies and their public staff key: ${unlessDemo}`);
  if (!runsDemo && value('RESERVA_STAFF_API_KEY') === DEMO_STAFF_API_KEY)
    problems.push(`RESERVA_STAFF_API_KEY is the demo’s public key (${DEMO_STAFF_API_KEY}): ${unlessDemo}`);
  example('RESERVA_STAFF_API_KEY');
  if (!runsDemo && value('RESERVA_HUMAN_CHECK') === 'dev')
    problems.push(`RESERVA_HUMAN_CHECK=dev takes any token: ${unlessDemo}`);
  example('RESERVA_HUMAN_CHECK_HMAC_KEY');
  example('RESERVA_HUMAN_CHECK_FALLBACK_TOKEN');
  example('RESERVA_METRICS_TOKEN');
  const publicDefaults = [
    ['RESERVA_SANDBOX_PAYMENT_SECRET', DEV_SANDBOX_PAYMENT_SECRET, 'secret'],
    ['RESERVA_LINK_KEY', DEV_LINK_KEY, 'key'],
  ] as const;
  for (const [name, publicValue, what] of publicDefaults) {
    if (runsDemo) example(name);
    else if (value(name) === '')
      problems.push(`${name} must be set with NODE_ENV=production: the development ${what} is public`);
    else if (value(name) === publicValue) problems.push(`${name} is the public development ${what}: ${unlessDemo}`);
    else example(name);
  }
  return problems;
}
