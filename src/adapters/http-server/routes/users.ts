import type { GetCurrentUser } from '#application/account/get-current-user';
import type { DeleteAccount } from '#application/account/delete-account';
import type { GetMyDetails, UpdateMyDetails } from '#application/account/my-details';
import type { AccountDetails } from '#domain/account/account-details';
import type { ListMyBookings, MyBooking } from '#application/account/list-my-bookings';
import { formatOffsetDateTime, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import type { GetUserWithUserCode } from '#application/account/get-user-with-user-code';
import { renamedFields } from '#application/shared/invalid-fields';
import type { User } from '#application/ports/server/users';
import type { SignIn } from '#application/account/sign-in';
import type { SignInWithOAuth } from '#application/account/sign-in-with-oauth';
import type { SignOut } from '#application/account/sign-out';
import type { ConfirmEmailChange, RequestEmailChange } from '#application/account/change-email';
import type { RequestPasswordReset } from '#application/account/request-password-reset';
import type { ResetPassword } from '#application/account/reset-password';
import type { SignUp } from '#application/account/sign-up';
import type { VerifyEmail } from '#application/account/verify-email';
import type { components } from '../../http/booking-api.generated';
import { contractRoute, type ContractRoute } from '../contract-route';
import { CLEARED_SESSION_COOKIE, sessionCookie } from '../session-cookie';

export interface UserUseCases {
  readonly signIn: SignIn;
  readonly signOut: SignOut;
  readonly signInWithOAuth: SignInWithOAuth;
  readonly getCurrentUser: GetCurrentUser;
  readonly getUserWithUserCode: GetUserWithUserCode;
  readonly signUp: SignUp;
  readonly verifyEmail: VerifyEmail;
  readonly requestPasswordReset: RequestPasswordReset;
  readonly resetPassword: ResetPassword;
  readonly requestEmailChange: RequestEmailChange;
  readonly confirmEmailChange: ConfirmEmailChange;
  readonly listMyBookings: ListMyBookings;
  readonly deleteAccount: DeleteAccount;
  readonly getMyDetails: GetMyDetails;
  readonly updateMyDetails: UpdateMyDetails;
}

function wireDetails(details: AccountDetails): components['schemas']['AccountDetails'] {
  return {
    first_name: details.firstName,
    last_name: details.lastName,
    phone: details.phone,
    identification_number: details.identificationNumber,
    language: details.language,
  };
}

/** A booking of My bookings on the wire, its times in its location's zone (in UTC if the zone is unknown). */
function wireMyBooking(booking: MyBooking): components['schemas']['MyBooking'] {
  const zone = timeZone(booking.location.timeZone);
  const dateTime = (instant: Instant) =>
    zone.isOk() ? formatOffsetDateTime(zone.value, instant) : new Date(instant).toISOString();
  return {
    id: booking.id,
    status: booking.status,
    start: dateTime(booking.start),
    end: dateTime(booking.end),
    client_confirmed: booking.clientConfirmedAt !== null,
    service_name: booking.serviceName,
    professional_name: booking.professionalName,
    price: booking.price,
    plan_name: booking.planName,
    company_name: booking.companyName,
    location: {
      id: booking.location.id,
      name: booking.location.name,
      address: booking.location.address,
      country_code: booking.location.countryCode,
      time_zone: booking.location.timeZone,
    },
    actions: booking.actions.map((action) => ({ kind: action.kind, path: action.path })),
    book_again_path: booking.bookAgainPath,
  };
}

export function wireUser(user: User): components['schemas']['User'] {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    second_phone: user.secondPhone,
    identification_number: user.identificationNumber,
    address: user.address,
    birth_date: user.birthDate,
    city: user.city,
    district: user.district,
    gender: user.gender,
    role_id: user.roleId,
    company_id: user.companyId,
    email_verified: user.emailVerified,
  };
}

/** The account calls (storefront §4 Login, §7 users rows; ADR 0014 sessions, ADR 0019). */
export function userRoutes(useCases: UserUseCases): readonly ContractRoute[] {
  return [
    contractRoute('signIn', ({ body }) =>
      useCases
        .signIn({ email: body.user.email, password: body.user.password })
        .mapErr((failure) =>
          failure._tag === 'InvalidFields'
            ? renamedFields(failure, { email: 'user.email', password: 'user.password' })
            : failure,
        )
        .map((opened) => ({
          status: 200,
          body: wireUser(opened.user),
          headers: { 'Set-Cookie': sessionCookie(opened.sessionToken) },
        })),
    ),
    contractRoute('signOut', ({ credentials }) =>
      useCases
        .signOut({ sessionToken: credentials.sessionToken })
        .map(() => ({ status: 204, body: null, headers: { 'Set-Cookie': CLEARED_SESSION_COOKIE } })),
    ),
    contractRoute('signInWithOAuth', ({ body }) =>
      useCases.signInWithOAuth({ device: body.device, accessToken: body.access_token }).map((opened) => ({
        status: 200,
        body: wireUser(opened.user),
        headers: { 'Set-Cookie': sessionCookie(opened.sessionToken) },
      })),
    ),
    contractRoute('getCurrentUser', ({ credentials }) =>
      useCases
        .getCurrentUser({ sessionToken: credentials.sessionToken })
        .map((user) => ({ status: 200, body: wireUser(user) })),
    ),
    contractRoute('listMyBookings', ({ credentials }) =>
      useCases.listMyBookings({ sessionToken: credentials.sessionToken }).map((mine) => ({
        status: 200,
        body: { upcoming: mine.upcoming.map(wireMyBooking), past: mine.past.map(wireMyBooking) },
      })),
    ),
    contractRoute('deleteAccount', ({ credentials }) =>
      useCases
        .deleteAccount({ sessionToken: credentials.sessionToken })
        .map(() => ({ status: 204, body: null, headers: { 'Set-Cookie': CLEARED_SESSION_COOKIE } })),
    ),
    contractRoute('getMyDetails', ({ credentials }) =>
      useCases
        .getMyDetails({ sessionToken: credentials.sessionToken })
        .map((details) => ({ status: 200, body: wireDetails(details) })),
    ),
    contractRoute('updateMyDetails', ({ body, credentials }) =>
      useCases
        .updateMyDetails({
          sessionToken: credentials.sessionToken,
          form: {
            firstName: body.first_name,
            lastName: body.last_name,
            phone: body.phone ?? '',
            identificationNumber: body.identification_number ?? '',
            language: body.language ?? null,
          },
        })
        .mapErr((failure) =>
          failure._tag === 'InvalidFields'
            ? renamedFields(failure, {
                firstName: 'first_name',
                lastName: 'last_name',
                identificationNumber: 'identification_number',
              })
            : failure,
        )
        .map((details) => ({ status: 200, body: wireDetails(details) })),
    ),
    contractRoute('getUserWithUserCode', ({ query }) =>
      useCases
        .getUserWithUserCode({ userCode: query.user_code })
        .map((user) => ({ status: 200, body: wireUser(user) })),
    ),
    ...accountLinkRoutes(useCases),
  ];
}

const USER_FIELDS = { email: 'user.email', password: 'user.password' };
const signedInAs = (opened: { readonly user: User; readonly sessionToken: string }) => ({
  status: 200 as const,
  body: wireUser(opened.user),
  headers: { 'Set-Cookie': sessionCookie(opened.sessionToken) },
});

/** Sign-up, a forgotten password and a change of email, through mailed links (issue 34; docs/adr/0121). */
function accountLinkRoutes(useCases: UserUseCases): readonly ContractRoute[] {
  return [
    contractRoute('signUp', ({ body, language }) =>
      useCases
        .signUp({ email: body.user.email, password: body.user.password, language, country: body.country ?? null })
        .mapErr((failure) => renamedFields(failure, USER_FIELDS))
        .map(() => ({ status: 204, body: null })),
    ),
    contractRoute('verifyEmail', ({ path }) => useCases.verifyEmail(path.token).map(signedInAs)),
    contractRoute('requestPasswordReset', ({ body, language }) =>
      useCases
        .requestPasswordReset({ email: body.user.email, language, country: body.country ?? null })
        .mapErr((failure) => renamedFields(failure, USER_FIELDS))
        .map(() => ({ status: 204, body: null })),
    ),
    contractRoute('resetPassword', ({ path, body }) =>
      useCases
        .resetPassword({ secret: path.token, password: body.user.password })
        .mapErr((failure) => (failure._tag === 'InvalidFields' ? renamedFields(failure, USER_FIELDS) : failure))
        .map(signedInAs),
    ),
    contractRoute('requestEmailChange', ({ body, language, credentials }) =>
      useCases
        .getCurrentUser({ sessionToken: credentials.sessionToken })
        .andThen((user) =>
          useCases
            .requestEmailChange(user, { email: body.user.email, language, country: body.country ?? null })
            .mapErr((failure) => renamedFields(failure, USER_FIELDS)),
        )
        .map(() => ({ status: 204, body: null })),
    ),
    contractRoute('confirmEmailChange', ({ path }) =>
      useCases.confirmEmailChange(path.token).map((user) => ({ status: 200, body: wireUser(user) })),
    ),
  ];
}
