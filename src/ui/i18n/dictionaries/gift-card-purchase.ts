// A gift card purchase's own pages (issue 31 "Buying"; docs/adr/0114): its page, where its payment
// returns the buyer (`{country}/gift_cards/{accessToken}`), and its card page
// (`{country}/dlocal/{tokenData}/gift_card/{accessToken}`). The card form's words are the card
// page's (card-payment.ts), a refusal's reason the payment's (payment.ts).

export const en = {
  PURCHASE: {
    TITLE: 'Your gift card',
    PENDING_TITLE: 'Waiting for your payment',
    PAID_TITLE: 'Your gift card is paid',
    CARD_REFUSED_TITLE: 'Your card was rejected',
    EXPIRED_TITLE: 'The time to pay ran out',
    REJECTED_TITLE: 'Your payment was rejected',
    BOUGHT: 'What you bought',
    PRODUCT: 'Gift card',
    AMOUNT: 'Amount',
    FOR: 'For',
    MESSAGE: 'Message',
    SENT: 'Sent',
    SENT_NOW: 'As soon as it is paid',
    CARD: 'Card',
    CARD_ENDING: 'Ending in {{lastFour}}',
    HELD_one:
      'Your purchase is held until {{time}} (1 minute left) while the payment is completed. Nothing is sent until it is paid.',
    HELD_other:
      'Your purchase is held until {{time}} ({{count}} minutes left) while the payment is completed. Nothing is sent until it is paid.',
    HOLD_ENDED: 'The time to pay has ended; we are confirming how the payment stands.',
    CARD_REFUSED_HOLD_one:
      'Your purchase is still held until {{time}} (1 minute left). You can pay with another card until then.',
    CARD_REFUSED_HOLD_other:
      'Your purchase is still held until {{time}} ({{count}} minutes left). You can pay with another card until then.',
    GO_PAY: 'Go back to the payment',
    TRY_AGAIN: 'Pay with another card',
    PAID: 'Paid online: {{amount}}.',
    SENT_TO: 'We sent the gift card to {{email}}.',
    WILL_SEND: 'We will send the gift card to {{email}} on {{day}}.',
    NOTHING_CHARGED: 'Nothing was charged and no gift card was sent.',
    BUY_AGAIN: 'Buy a gift card again',
    PAY_IN_NEW_TAB: 'The payment page opened in a new tab: pay there, then come back here.',
    OPEN_PAYMENT: 'Open the payment page (new tab)',
    LOAD_FAILED: 'We could not find this gift card purchase. Check the link you followed.',
    PAY_TITLE: 'Pay your gift card',
    PAY_SUMMARY: 'Your gift card: {{product}}',
    PAY_FOR: 'For {{name}} ({{email}})',
  },
};

export const es: typeof en = {
  PURCHASE: {
    TITLE: 'Tu gift card',
    PENDING_TITLE: 'Esperando tu pago',
    PAID_TITLE: 'Tu gift card está pagada',
    CARD_REFUSED_TITLE: 'Tu tarjeta fue rechazada',
    EXPIRED_TITLE: 'Se acabó el tiempo para pagar',
    REJECTED_TITLE: 'Tu pago fue rechazado',
    BOUGHT: 'Lo que compraste',
    PRODUCT: 'Gift card',
    AMOUNT: 'Monto',
    FOR: 'Para',
    MESSAGE: 'Mensaje',
    SENT: 'Envío',
    SENT_NOW: 'En cuanto se pague',
    CARD: 'Tarjeta',
    CARD_ENDING: 'Terminada en {{lastFour}}',
    HELD_one:
      'Tu compra queda guardada hasta las {{time}} (queda 1 minuto) mientras se completa el pago. No se envía nada hasta que se pague.',
    HELD_other:
      'Tu compra queda guardada hasta las {{time}} (quedan {{count}} minutos) mientras se completa el pago. No se envía nada hasta que se pague.',
    HOLD_ENDED: 'El tiempo para pagar terminó; estamos confirmando cómo quedó el pago.',
    CARD_REFUSED_HOLD_one:
      'Tu compra sigue guardada hasta las {{time}} (queda 1 minuto). Hasta entonces puedes pagar con otra tarjeta.',
    CARD_REFUSED_HOLD_other:
      'Tu compra sigue guardada hasta las {{time}} (quedan {{count}} minutos). Hasta entonces puedes pagar con otra tarjeta.',
    GO_PAY: 'Volver al pago',
    TRY_AGAIN: 'Pagar con otra tarjeta',
    PAID: 'Pagado en línea: {{amount}}.',
    SENT_TO: 'Enviamos la gift card a {{email}}.',
    WILL_SEND: 'Enviaremos la gift card a {{email}} el {{day}}.',
    NOTHING_CHARGED: 'No se cobró nada ni se envió ninguna gift card.',
    BUY_AGAIN: 'Comprar una gift card de nuevo',
    PAY_IN_NEW_TAB: 'La página de pago se abrió en una pestaña nueva: paga allí y vuelve aquí.',
    OPEN_PAYMENT: 'Abrir la página de pago (pestaña nueva)',
    LOAD_FAILED: 'No encontramos esta compra de gift card. Revisa el enlace que seguiste.',
    PAY_TITLE: 'Paga tu gift card',
    PAY_SUMMARY: 'Tu gift card: {{product}}',
    PAY_FOR: 'Para {{name}} ({{email}})',
  },
};
