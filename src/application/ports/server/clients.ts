import type { IdentifierType } from '#domain/client/identification';
import type { ClientId } from '#domain/client/client-id';
import type { CompanyId } from '#domain/storefront/company';

/** A company's client, as identifying them needs: whether the company lets them book online, and their recorded name to tell relatives sharing an identifier apart. */
export interface KnownClient {
  readonly id: ClientId;
  readonly canBook: boolean;
  readonly firstName: string;
  readonly lastName: string;
  /** The email the record keeps, which tells who owns its plans (plan-owner.ts; docs/adr/0124); null when it keeps none. */
  readonly email: string | null;
}

/** A company's clients (booking-wizard §3 Client). A failing store throws. */
export interface Clients {
  /**
   * The company's clients an identifier names, matched as `identifierMatches` says
   * (src/domain/client/identifier-match.ts) on `comparableIdentifier` forms; `comparable` is
   * already in that form.
   */
  clientsIdentifiedBy(companyId: CompanyId, type: IdentifierType, comparable: string): Promise<readonly KnownClient[]>;
  /**
   * For each identifier, whether the company's clients it names (matched as `clientsIdentifiedBy`
   * matches) may book: each distinct standing once, none when it names nobody. One read for all of
   * them: a create asks about the id number, the email and the phone at once (issue 19).
   */
  standingsIdentifiedBy(
    companyId: CompanyId,
    identifiers: readonly { readonly type: IdentifierType; readonly comparable: string }[],
  ): Promise<readonly (readonly ClientStanding[])[]>;
}

/** Whether a client the company knows may book online. */
export interface ClientStanding {
  readonly canBook: boolean;
}
