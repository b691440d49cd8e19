// The confirmation view's words (booking-wizard §2 Confirmation view, §8).

export const en = {
  CONFIRMATION: {
    READY: 'We are ready, {{name}}!',
    CONFIRMED_one: 'Your reservation is confirmed.',
    CONFIRMED_other: 'Your {{count}} reservations are confirmed.',
    PENDING_PAYMENT: 'Your reservation is held until your payment is confirmed.',
    SORRY: 'We are sorry',
    NOT_CONFIRMED: 'Your reservation could not be confirmed.',
    DATA: 'Reservation data',
    NAME: 'Name',
    EMAIL: 'Email',
    PHONE: 'Phone',
    SERVICES: 'Services',
    WHEN: '{{date}} at {{hour}}',
    WITH: 'With {{provider}}',
    AT: 'At {{location}}',
    STATUS: { confirmed: 'Confirmed', pending_payment: 'Waiting for payment', cancelled: 'Cancelled' },
    LOAD_FAILED: 'We could not read this booking. Check the link you followed.',
    ONLINE_BOOKING_TITLE: 'Book online any time',
    ONLINE_BOOKING_TEXT: '{{location}} takes bookings online day and night: your next service, professional, day and hour in a few steps.',
    BACK_TO_LOCATION: 'Book another service',
  },
};

export const es: typeof en = {
  CONFIRMATION: {
    READY: '¡Todo listo, {{name}}!',
    CONFIRMED_one: 'Tu reserva está confirmada.',
    CONFIRMED_other: 'Tus {{count}} reservas están confirmadas.',
    PENDING_PAYMENT: 'Tu reserva queda guardada hasta que se confirme tu pago.',
    SORRY: 'Lo sentimos',
    NOT_CONFIRMED: 'Tu reserva no pudo ser confirmada.',
    DATA: 'Datos de la reserva',
    NAME: 'Nombre',
    EMAIL: 'Correo electrónico',
    PHONE: 'Teléfono',
    SERVICES: 'Servicios',
    WHEN: '{{date}} a las {{hour}}',
    WITH: 'Con {{provider}}',
    AT: 'En {{location}}',
    STATUS: { confirmed: 'Confirmada', pending_payment: 'Esperando el pago', cancelled: 'Anulada' },
    LOAD_FAILED: 'No pudimos leer esta reserva. Revisa el enlace que seguiste.',
    ONLINE_BOOKING_TITLE: 'Reserva en línea cuando quieras',
    ONLINE_BOOKING_TEXT: '{{location}} recibe reservas en línea de día y de noche: tu próximo servicio, profesional, día y hora en pocos pasos.',
    BACK_TO_LOCATION: 'Reservar otro servicio',
  },
};
