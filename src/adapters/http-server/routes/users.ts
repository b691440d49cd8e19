import type { GetCurrentUser } from '#application/account/get-current-user';
import type { GetUserWithUserCode } from '#application/account/get-user-with-user-code';
import { renamedFields } from '#application/shared/invalid-fields';
import type { User } from '#application/ports/server/users';
import type { SignIn } from '#application/account/sign-in';
import type { SignInWithOAuth } from '#application/account/sign-in-with-oauth';
import type { SignOut } from '#application/account/sign-out';
import type { components } from '../../http/booking-api.generated';
import { contractRoute, type ContractRoute } from '../contract-route';
import { CLEARED_SESSION_COOKIE, sessionCookie } from '../session-cookie';

export interface UserUseCases {
  readonly signIn: SignIn;
  readonly signOut: SignOut;
  readonly signInWithOAuth: SignInWithOAuth;
  readonly getCurrentUser: GetCurrentUser;
  readonly getUserWithUserCode: GetUserWithUserCode;
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
    contractRoute('getUserWithUserCode', ({ query }) =>
      useCases
        .getUserWithUserCode({ userCode: query.user_code })
        .map((user) => ({ status: 200, body: wireUser(user) })),
    ),
  ];
}
