import { err, ok, type Result } from 'neverthrow';

// How the card payment providers' adapters (dLocal, ePayco, Pago Fácil; docs/adr/0043) take their
// credentials and API from the environment: each provider declares its variables, and one reader
// decides what a whole, an absent and a half configuration mean.

export type Env = Readonly<Record<string, string | undefined>>;

/** Where a provider's API is: what every provider's configuration holds beside its credentials. */
export interface ProviderApi {
  /** The provider's API (its sandbox or its production URL), without a trailing slash. */
  readonly apiUrl: string;
}

/**
 * A provider's credentials from the environment, each field read from the variable `variables`
 * names for it: null when none of the variables is set (that provider is not configured, and the
 * sandbox stands in for it), every one of them when all are, and a problem when only some are —
 * half a configuration is a mistake that must not quietly become the sandbox in production.
 */
function credentialsFrom<const Field extends string>(
  env: Env,
  variables: Readonly<Record<Field, string>>,
): Result<Readonly<Record<Field, string>> | null, readonly string[]> {
  const names: readonly string[] = Object.values(variables);
  const present = names.filter((name) => (env[name] ?? '').trim() !== '');
  if (present.length === 0) return ok(null);
  const missing = names.filter((name) => !present.includes(name));
  if (missing.length > 0) return err([`${missing.join(', ')} must be set together with ${present.join(', ')}`]);
  return ok(
    Object.fromEntries(
      Object.entries<string>(variables).map(([field, name]) => [field, (env[name] ?? '').trim()]),
    ) as Record<Field, string>,
  );
}

/** An https URL from `env[name]` without a trailing slash, or `fallback` when it is not set. */
function apiUrlFrom(env: Env, name: string, fallback: string): Result<string, readonly string[]> {
  const text = (env[name] ?? '').trim();
  if (text === '') return ok(fallback);
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' && url.search === '' && url.hash === '') return ok(text.replace(/\/+$/, ''));
  } catch {
    // Reported below with the rest.
  }
  return err([`${name} must be an https URL without query or fragment, not ${JSON.stringify(text)}`]);
}

/** Reads one provider's configuration from the environment: null when that provider is not configured. */
export type ProviderConfigReader<Config> = (env: Env) => Result<Config | null, readonly string[]>;

/**
 * The reader of a provider's configuration: each credential from the variable `variables` names for
 * it (see credentialsFrom), and its API from `api.variable` (`api.fallback` when not set).
 */
export function providerConfigReader<const Field extends string>(
  variables: Readonly<Record<Field, string>>,
  api: { readonly variable: string; readonly fallback: string },
): ProviderConfigReader<Readonly<Record<Field, string>> & ProviderApi> {
  return (env) =>
    credentialsFrom(env, variables).andThen((credentials) =>
      credentials === null
        ? ok(null)
        : apiUrlFrom(env, api.variable, api.fallback).map((apiUrl) => ({ ...credentials, apiUrl })),
    );
}
