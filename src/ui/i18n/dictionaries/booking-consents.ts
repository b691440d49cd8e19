// The consent forms a booking asks its client to sign, as the confirmation view and the booking's
// page show them (issue 32 "Links"; docs/adr/0118).

export const en = {
  BOOKING_CONSENTS: {
    TITLE: 'Consent forms',
    INTRO_one: 'Your booking asks you to sign this form before your visit.',
    INTRO_other: 'Your booking asks you to sign these forms before your visit.',
    FORM: '{{title}} (version {{version}})',
    SIGN: 'Sign your consent',
    SIGN_FORM: 'Sign your consent: {{title}}',
    UNSIGNED: 'Not signed yet',
    SIGNED: 'Signed on {{date}} at {{hour}}',
  },
};

export const es: typeof en = {
  BOOKING_CONSENTS: {
    TITLE: 'Formularios de consentimiento',
    INTRO_one: 'Tu reserva te pide firmar este formulario antes de tu visita.',
    INTRO_other: 'Tu reserva te pide firmar estos formularios antes de tu visita.',
    FORM: '{{title}} (versión {{version}})',
    SIGN: 'Firma tu consentimiento',
    SIGN_FORM: 'Firma tu consentimiento: {{title}}',
    UNSIGNED: 'Aún sin firmar',
    SIGNED: 'Firmado el {{date}} a las {{hour}}',
  },
};
