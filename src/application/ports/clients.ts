import type { IdentifierType } from '../../domain/client/identification';

/** A company's client, as identifying them needs: whether the company lets them book online. */
export interface KnownClient {
  readonly id: number;
  readonly canBook: boolean;
}

/** A company's clients (booking-wizard §3 Client). A failing store throws. */
export interface Clients {
  /**
   * The company's clients an identifier names, matched as `identifierMatches` says
   * (src/domain/client/identifier-match.ts) on `comparableIdentifier` forms; `comparable` is
   * already in that form.
   */
  clientsIdentifiedBy(companyId: number, type: IdentifierType, comparable: string): Promise<readonly KnownClient[]>;
}
