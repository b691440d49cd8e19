// The card payment page's words (storefront §2 payment route, §5 "Card name, number, expiry and CVV
// required (prompts)").

export const en = {
  CARD: {
    TITLE: 'Pay your booking',
    SUMMARY: 'Your booking at {{company}}',
    WHEN: '{{date}} at {{hour}}',
    FORM: 'Card details',
    HOLDER_NAME: 'Name on the card',
    HOLDER_NAME_PROMPT: 'As it is printed on the card.',
    NUMBER: 'Card number',
    NUMBER_PROMPT: 'The 12 to 19 digits on the front of the card.',
    EXPIRY: 'Expiry date',
    EXPIRY_PROMPT: 'MM/YY, as on the card.',
    CVV: 'Security code (CVV)',
    CVV_PROMPT: 'The 3 or 4 digits on the back of the card.',
    PAY: 'Pay {{amount}}',
    PAYING: 'Paying…',
    SANDBOX: 'Test payments: no real card is charged.',
    FIX_FIELDS_one: 'Check the field marked below.',
    FIX_FIELDS_other: 'Check the {{count}} fields marked below.',
    LOAD_FAILED: 'We could not find this payment. Check the link you followed.',
    ERRORS: {
      REQUIRED: 'This field is required.',
      TOO_LONG: 'The name is too long.',
      NUMBER_INVALID: 'Enter a valid card number.',
      EXPIRY_INVALID: 'Enter the expiry as MM/YY.',
      EXPIRED: 'This card has expired.',
      CVV_INVALID: 'Enter the 3 or 4 digits of the security code.',
    },
  },
};

export const es: typeof en = {
  CARD: {
    TITLE: 'Paga tu reserva',
    SUMMARY: 'Tu reserva en {{company}}',
    WHEN: '{{date}} a las {{hour}}',
    FORM: 'Datos de la tarjeta',
    HOLDER_NAME: 'Nombre en la tarjeta',
    HOLDER_NAME_PROMPT: 'Tal como aparece impreso en la tarjeta.',
    NUMBER: 'Número de la tarjeta',
    NUMBER_PROMPT: 'Los 12 a 19 dígitos del frente de la tarjeta.',
    EXPIRY: 'Fecha de vencimiento',
    EXPIRY_PROMPT: 'MM/AA, como en la tarjeta.',
    CVV: 'Código de seguridad (CVV)',
    CVV_PROMPT: 'Los 3 o 4 dígitos del reverso de la tarjeta.',
    PAY: 'Pagar {{amount}}',
    PAYING: 'Pagando…',
    SANDBOX: 'Pagos de prueba: no se cobra a ninguna tarjeta real.',
    FIX_FIELDS_one: 'Revisa el campo marcado abajo.',
    FIX_FIELDS_other: 'Revisa los {{count}} campos marcados abajo.',
    LOAD_FAILED: 'No encontramos este pago. Revisa el enlace que seguiste.',
    ERRORS: {
      REQUIRED: 'Este campo es obligatorio.',
      TOO_LONG: 'El nombre es demasiado largo.',
      NUMBER_INVALID: 'Ingresa un número de tarjeta válido.',
      EXPIRY_INVALID: 'Ingresa el vencimiento como MM/AA.',
      EXPIRED: 'Esta tarjeta está vencida.',
      CVV_INVALID: 'Ingresa los 3 o 4 dígitos del código de seguridad.',
    },
  },
};
