// What a deployment fixes when it builds the storefront (import.meta.env), read by the browser's
// composition root (main.tsx) and the server's renderer (server-composition-root.tsx) alike, so both render
// the same page.

const buildSetting = (name: string): string | null => {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The management area the storefront links to (docs/adr/0031); null where the deployment names none. */
export const managementArea = buildSetting('VITE_RESERVA_MANAGEMENT_URL');

/** Google's sign-in button shows only when the deployment names its OAuth client id (docs/adr/0037). */
export const googleClientId = buildSetting('VITE_RESERVA_GOOGLE_CLIENT_ID');

/** The human check the build names (docs/adr/0041). */
export const humanCheckSettings = {
  kind: buildSetting('VITE_RESERVA_HUMAN_CHECK'),
  recaptchaSiteKey: buildSetting('VITE_RESERVA_RECAPTCHA_SITE_KEY'),
  fallbackToken: buildSetting('VITE_RESERVA_HUMAN_CHECK_FALLBACK_TOKEN'),
};
