// The booking wizard's gift card words (issue 31 "Spending"; docs/adr/0107), a part of their own
// beside the wizard's: the summary's gift card field loads them with it.

export const en = {
  GIFT_CARD: {
    TITLE: 'Gift card',
    CODE: 'Gift card code',
    DESCRIPTION: 'The 16 letters and digits on your gift card, such as XXXX-XXXX-XXXX-XXXX.',
    CHECK: 'Check the gift card',
    CHECKING: 'Checking the gift card…',
    USABLE: 'Gift card …{{lastFour}}: pays {{amount}}',
    LEFT_TO_PAY: 'Left to pay: {{amount}}',
    REMOVE: 'Do not use the gift card',
    REFUSED: {
      MALFORMED_CODE: 'A gift card code is 16 letters and digits. Please check it.',
      NOT_FOUND: 'No gift card has this code here. Please check it.',
      EXPIRED: 'This gift card has expired.',
      NOT_HONOURED_HERE: 'This gift card is not accepted at this location.',
      VOIDED: 'This gift card is no longer valid.',
      NO_BALANCE: 'This gift card has no balance left.',
      RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
      OTHER: 'The gift card could not be checked. Please try again.',
    },
  },
};

export const es: typeof en = {
  GIFT_CARD: {
    TITLE: 'Gift card',
    CODE: 'Código de gift card',
    DESCRIPTION: 'Las 16 letras y números de tu gift card, como XXXX-XXXX-XXXX-XXXX.',
    CHECK: 'Revisar la gift card',
    CHECKING: 'Revisando la gift card…',
    USABLE: 'Gift card …{{lastFour}}: paga {{amount}}',
    LEFT_TO_PAY: 'Queda por pagar: {{amount}}',
    REMOVE: 'No usar la gift card',
    REFUSED: {
      MALFORMED_CODE: 'Un código de gift card tiene 16 letras y números. Revísalo.',
      NOT_FOUND: 'Ninguna gift card tiene este código aquí. Revísalo.',
      EXPIRED: 'Esta gift card está vencida.',
      NOT_HONOURED_HERE: 'Esta gift card no se acepta en esta sucursal.',
      VOIDED: 'Esta gift card ya no es válida.',
      NO_BALANCE: 'Esta gift card no tiene saldo.',
      RATE_LIMITED: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
      OTHER: 'No se pudo revisar la gift card. Vuelve a intentarlo.',
    },
  },
};
