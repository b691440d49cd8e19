// Online payment's words, shared by the pages that show a payment (booking-wizard §2 payment-wait
// view, §8 "payment rejected (insufficient balance, wrong card data, card not enabled), wait for an
// answer before retrying"; storefront §8): the wizard's wait step, the card page and the summary.

export const en = {
  PAYMENT: {
    REJECTED_TITLE: 'Your payment was rejected',
    REJECTED: {
      insufficient_balance: 'The payment was rejected: the card does not have enough balance.',
      wrong_card_data: 'The payment was rejected: the card details are wrong.',
      card_not_enabled: 'The payment was rejected: the card is not enabled for this payment.',
      other: 'The payment was rejected by the payment provider.',
    },
    REJECTED_BOOKING:
      'No other card paid before the hold ended, so your booking was cancelled and its hour freed. You can book again.',
    CARD_REFUSED_TITLE: 'Your card was rejected',
    CARD_REFUSED_HOLD_one:
      'Your hour is still held for you until {{time}} (1 minute left). You can pay with another card until then.',
    CARD_REFUSED_HOLD_other:
      'Your hour is still held for you until {{time}} ({{count}} minutes left). You can pay with another card until then.',
    TRY_ANOTHER_CARD: 'Enter another card below.',
    EXPIRED_TITLE: 'The time to pay ran out',
    EXPIRED: 'The payment was not completed in time, so the booking was cancelled and its hour freed.',
    PENDING_TITLE: 'Waiting for your payment',
    PENDING:
      'Your hour is held until {{time}} while the payment is completed. The payment provider may take up to {{minutes}} minutes to validate it.',
    APPROVED: 'Paid online: {{amount}}.',
    DOWN_PAYMENT_APPROVED: 'Down payment paid online: {{amount}}. The rest is paid at the location.',
    AMOUNT: 'To pay online: {{amount}}',
    DOWN_PAYMENT_AMOUNT: 'Down payment to pay online: {{amount}}. The rest is paid at the location.',
    WAIT_FOR_ANSWER: 'Wait for an answer before retrying.',
    BOOK_AGAIN: 'Book again',
    OPEN_PAYMENT: 'Open the payment page',
    TAB_BLOCKED: 'Your browser did not open the payment page in a new tab.',
  },
};

export const es: typeof en = {
  PAYMENT: {
    REJECTED_TITLE: 'Tu pago fue rechazado',
    REJECTED: {
      insufficient_balance: 'El pago fue rechazado: la tarjeta no tiene saldo suficiente.',
      wrong_card_data: 'El pago fue rechazado: los datos de la tarjeta son incorrectos.',
      card_not_enabled: 'El pago fue rechazado: la tarjeta no está habilitada para este pago.',
      other: 'El pago fue rechazado por el proveedor de pagos.',
    },
    REJECTED_BOOKING:
      'Ninguna otra tarjeta pagó antes de que terminara la reserva de tu hora, así que la reserva se anuló y su hora quedó libre. Puedes reservar de nuevo.',
    CARD_REFUSED_TITLE: 'Tu tarjeta fue rechazada',
    CARD_REFUSED_HOLD_one:
      'Tu hora sigue guardada hasta las {{time}} (queda 1 minuto). Hasta entonces puedes pagar con otra tarjeta.',
    CARD_REFUSED_HOLD_other:
      'Tu hora sigue guardada hasta las {{time}} (quedan {{count}} minutos). Hasta entonces puedes pagar con otra tarjeta.',
    TRY_ANOTHER_CARD: 'Ingresa otra tarjeta abajo.',
    EXPIRED_TITLE: 'Se acabó el tiempo para pagar',
    EXPIRED: 'El pago no se completó a tiempo, así que la reserva se anuló y su hora quedó libre.',
    PENDING_TITLE: 'Esperando tu pago',
    PENDING:
      'Tu hora queda guardada hasta las {{time}} mientras se completa el pago. El proveedor de pagos puede tardar hasta {{minutes}} minutos en validarlo.',
    APPROVED: 'Pagado en línea: {{amount}}.',
    DOWN_PAYMENT_APPROVED: 'Abono pagado en línea: {{amount}}. El resto se paga en el local.',
    AMOUNT: 'A pagar en línea: {{amount}}',
    DOWN_PAYMENT_AMOUNT: 'Abono a pagar en línea: {{amount}}. El resto se paga en el local.',
    WAIT_FOR_ANSWER: 'Espera una respuesta antes de volver a intentarlo.',
    BOOK_AGAIN: 'Reservar de nuevo',
    OPEN_PAYMENT: 'Abrir la página de pago',
    TAB_BLOCKED: 'Tu navegador no abrió la página de pago en una pestaña nueva.',
  },
};
