import type { Instant } from '#domain/calendar/instant';
import { identifierMatches, comparableIdentifier } from '#domain/client/identifier-match';
import type { Clock } from '../ports/shared/clock';
import type { CompanyBrand } from '#domain/booking/booking-group';
import type { Clients, KnownClient } from '../ports/server/clients';
import type { OAuthIdentity, OAuthVerifier } from '../ports/server/oauth-verifier';
import type { PasswordHasher } from '../ports/server/password-hasher';
import type { Review, ReviewInvitation, Reviews, ReviewsOption } from '../ports/server/reviews';
import type { Sessions } from '../ports/server/sessions';
import type { User, Users } from '../ports/server/users';
import { locationId } from '#domain/shared/ids.test-support';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import type { IdentifierType } from '#domain/client/identification';

// In-memory implementations of the account, review and client ports, for the use cases' tests and
// the server's skeleton tests (the architecture keeps application tests away from adapters), and
// builders of the values they hold. They keep the ports' promises: codes are looked up exactly,
// sessions end and expire, an invitation fills once. The users, sessions and clients pass their
// SQL adapters' contract (accounts-contract.test-support.ts, ADR 0097).

export const NOW = Date.parse('2026-12-01T12:00:00-03:00') as Instant;
export const DAY_MS = 86_400_000;

/** A clock standing at `now` until moved. */
export function fixedClock(now: Instant = NOW): Clock & { set(instant: Instant): void } {
  let current = now;
  return { now: () => current, set: (instant) => (current = instant) };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'ana.perez@correo.cl',
    firstName: 'Ana',
    lastName: 'Pérez',
    phone: '+56 9 8765 4321',
    secondPhone: null,
    identificationNumber: '12.345.678-5',
    address: null,
    birthDate: null,
    city: null,
    district: null,
    gender: 1,
    roleId: 1,
    companyId: null,
    emailVerified: true,
    ...overrides,
  };
}

/** A password "hash" that is the password behind a prefix: enough to tell a match in tests. */
export const fakePasswordHasher: PasswordHasher & { readonly verifiedWithoutHash: number } = (() => {
  let withoutHash = 0;
  return {
    hash: (password: string) => Promise.resolve(`scrypt$fake$${password}`),
    verify: (password: string, hash: string | null) => {
      if (hash === null) withoutHash += 1;
      return Promise.resolve(hash !== null && hash === `scrypt$fake$${password}`);
    },
    get verifiedWithoutHash() {
      return withoutHash;
    },
  };
})();

export interface StoredUser {
  readonly user: User;
  readonly password?: string;
  readonly googleSubject?: string;
  /** Personal link codes with when each expires. */
  readonly codes?: readonly { readonly code: string; readonly expiresAt: Instant }[];
}

export function inMemoryUsers(stored: readonly StoredUser[]): Users & { readonly all: () => readonly User[] } {
  const rows = stored.map((entry) => ({ ...entry, googleSubject: entry.googleSubject ?? null }));
  return {
    all: () => rows.map((row) => row.user),
    userByEmail: (email) => {
      const row = rows.find((each) => each.user.email.toLowerCase() === email.toLowerCase());
      return Promise.resolve(
        row === undefined
          ? undefined
          : { user: row.user, passwordHash: row.password === undefined ? null : `scrypt$fake$${row.password}` },
      );
    },
    userById: (userId) => Promise.resolve(rows.find((row) => row.user.id === userId)?.user),
    userByCode: (code, now) =>
      Promise.resolve(
        rows.find((row) => (row.codes ?? []).some((each) => each.code === code && now < each.expiresAt))?.user,
      ),
    userByGoogleSubject: (subject) => Promise.resolve(rows.find((row) => row.googleSubject === subject)?.user),
    linkGoogleAccount: (userId, subject) => {
      const row = rows.find((each) => each.user.id === userId);
      // Never another Google account than the user's own, nor one another user signs in with.
      const heldElsewhere = rows.some((each) => each !== row && each.googleSubject === subject);
      if (row === undefined || heldElsewhere || (row.googleSubject !== null && row.googleSubject !== subject))
        return Promise.resolve(false);
      row.googleSubject = subject;
      return Promise.resolve(true);
    },
    createClient: (profile) => {
      // Filed under the email as typed without its surrounding spaces, as the SQL adapter files it.
      const email = profile.email.trim();
      if (rows.some((row) => row.user.email.toLowerCase() === email.toLowerCase())) return Promise.resolve(undefined);
      const user = aUser({
        id: Math.max(0, ...rows.map((row) => row.user.id)) + 1,
        email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone: null,
        identificationNumber: null,
        gender: null,
      });
      rows.push({ user, googleSubject: profile.googleSubject });
      return Promise.resolve(user);
    },
  };
}

export function inMemorySessions(): Sessions & { readonly open_: () => number } {
  const sessions = new Map<string, { readonly userId: number; readonly expiresAt: Instant }>();
  let issued = 0;
  return {
    open_: () => sessions.size,
    open: (userId, _openedAt, expiresAt) => {
      issued += 1;
      const token = `session-${String(issued)}`;
      sessions.set(token, { userId, expiresAt });
      return Promise.resolve(token);
    },
    userIdOf: (token, now) => {
      const session = sessions.get(token);
      return Promise.resolve(session !== undefined && now < session.expiresAt ? session.userId : undefined);
    },
    end: (token) => {
      sessions.delete(token);
      return Promise.resolve();
    },
  };
}

/** An identity provider that knows the tokens it was given; null makes it an unconfigured one. */
export function inMemoryOAuthVerifier(identities: Readonly<Record<string, OAuthIdentity>> | null): OAuthVerifier {
  return {
    verify: (_device, accessToken) => {
      if (identities === null) return Promise.resolve({ outcome: 'notConfigured' });
      const identity = identities[accessToken];
      return Promise.resolve(identity === undefined ? { outcome: 'rejected' } : { outcome: 'verified', identity });
    },
  };
}

export interface StoredInvitation {
  readonly code: string;
  readonly locationId: LocationId;
  readonly locationName?: string;
  readonly bookedServiceName?: string;
  /** The location's company; a salon in its colour by default. */
  readonly company?: CompanyBrand;
  readonly expiresAt: Instant;
  /** Present once filled. */
  readonly review?: Review;
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    locationId: locationId(11),
    timeZone: 'America/Santiago',
    replyCode: 'reply-code-of-review-1-abcdef',
    stars: 5,
    comment: 'Excelente atención.',
    reviewerName: 'Ana',
    serviceName: 'Corte de pelo',
    anonymous: false,
    reviewDate: (NOW - DAY_MS) as Instant,
    comments: [],
    ...overrides,
  };
}

/**
 * Reviews in memory, from the invitations given and those `invite` issues later. `locations`, when
 * given, are the locations the store holds (others have no tally, as the SQL adapter answers); by
 * default every location is held.
 */
export function inMemoryReviews(
  invitations: readonly StoredInvitation[],
  options: Readonly<Record<number, ReviewsOption>> = {},
  locations?: readonly LocationId[],
): Reviews & { invite(invitation: StoredInvitation): void } {
  const rows = invitations.map((invitation) => ({ ...invitation, review: invitation.review ?? null }));
  let nextId = Math.max(0, ...rows.map((row) => row.review?.id ?? 0)) + 1;
  let nextCommentId = 1;
  const filledOf = (locationId: LocationId) =>
    rows
      .flatMap((row) => (row.review !== null && row.locationId === locationId ? [row.review] : []))
      .sort((a, b) => b.reviewDate - a.reviewDate || b.id - a.id);
  return {
    invite(invitation) {
      rows.push({ ...invitation, review: invitation.review ?? null });
    },
    tallyOf: (locationId) => {
      if (locations !== undefined && !locations.includes(locationId)) return Promise.resolve(undefined);
      const filled = filledOf(locationId);
      return Promise.resolve({
        reviewsOption: options[locationId] ?? 'details',
        totalStars: filled.reduce((sum, review) => sum + review.stars, 0),
        reviewCount: filled.length,
      });
    },
    reviewsOf: (locationId, offset, limit) => Promise.resolve(filledOf(locationId).slice(offset, offset + limit)),
    invitationByCode: (code) => {
      const row = rows.find((each) => each.code === code);
      return Promise.resolve(
        row === undefined
          ? undefined
          : ({
              locationId: row.locationId,
              locationName: row.locationName ?? 'Providencia',
              bookedServiceName: row.bookedServiceName ?? 'Corte de pelo',
              company: row.company ?? { name: 'Salón Aurora', colorMinisite: '#b0476b', logo: null },
              expiresAt: row.expiresAt,
              review: row.review,
            } satisfies ReviewInvitation),
      );
    },
    fill: (code, submission, now) => {
      const row = rows.find((each) => each.code === code);
      if (row === undefined || row.review !== null || now >= row.expiresAt) return Promise.resolve(undefined);
      row.review = {
        id: nextId++,
        locationId: row.locationId,
        timeZone: 'America/Santiago',
        replyCode: `reply-code-${code}`,
        stars: submission.stars,
        comment: submission.comment,
        reviewerName: submission.reviewerName,
        serviceName: submission.serviceName ?? row.bookedServiceName ?? 'Corte de pelo',
        anonymous: submission.anonymous,
        reviewDate: now,
        comments: [],
      };
      return Promise.resolve(row.review);
    },
    reviewByReplyCode: (replyCode) =>
      Promise.resolve(rows.find((row) => row.review?.replyCode === replyCode)?.review ?? undefined),
    addComment: (reviewId, _author, comment, at) => {
      const row = rows.find((each) => each.review?.id === reviewId);
      if (row?.review == null) return Promise.reject(new Error(`No review ${String(reviewId)}`));
      row.review = {
        ...row.review,
        comments: [...row.review.comments, { id: nextCommentId++, comment, createdAt: at }],
      };
      return Promise.resolve(row.review);
    },
  };
}

export interface StoredClient extends Omit<KnownClient, 'firstName' | 'lastName' | 'email'> {
  readonly companyId: number;
  /** 'Cliente' and 'Registrada' unless a test is about the name. */
  readonly firstName?: string;
  readonly lastName?: string;
  readonly identificationNumber?: string;
  readonly email?: string;
  readonly phone?: string;
}

export function inMemoryClients(clients: readonly StoredClient[]): Clients {
  const identifiedBy = (companyId: CompanyId, type: IdentifierType, comparable: string) =>
    clients
      .filter(() => comparable !== '')
      .filter((client) => client.companyId === companyId)
      .filter((client) => {
        const recorded = [client.identificationNumber, client.email, client.phone][type];
        return recorded !== undefined && identifierMatches(type, comparableIdentifier(type, recorded), comparable);
      })
      .map((client) => ({
        id: client.id,
        canBook: client.canBook,
        firstName: client.firstName ?? 'Cliente',
        lastName: client.lastName ?? 'Registrada',
        email: client.email ?? null,
      }));
  return {
    clientsIdentifiedBy: (companyId, type, comparable) => Promise.resolve(identifiedBy(companyId, type, comparable)),
    standingsIdentifiedBy: (companyId, identifiers) =>
      Promise.resolve(
        identifiers.map(({ type, comparable }) =>
          [...new Set(identifiedBy(companyId, type, comparable).map((client) => client.canBook))].map((canBook) => ({
            canBook,
          })),
        ),
      ),
  };
}
