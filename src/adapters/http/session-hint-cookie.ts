// The readable companion of the session cookie (docs/adr/0130, Amendment): the server sets it beside
// the HttpOnly session cookie and clears it with it; the storefront's scripts read it to know that
// the browser holds a session worth asking about. Its name, for both sides.

/** The companion cookie's name; its value is `1` while the browser holds a session. */
export const SESSION_HINT_COOKIE = 'reserva_session';
