// The pages a booking's mail links to by confirmation code (storefront §2 Routes, §4 "Implied by
// texts", §8): cancel one or all, confirm attendance to one or all.

export const en = {
  BY_CODE: {
    TITLE: {
      cancel: 'Cancel your booking',
      cancelAll: 'Cancel your bookings',
      confirm: 'Confirm your attendance',
      confirmAll: 'Confirm your attendance',
    },
    ASK: {
      cancel: 'The hour will be free for someone else to book.',
      cancelAll:
        'This cancels this booking and every one made together with it. Their hours will be free for someone else to book.',
      confirm: 'Let the location know you will come.',
      confirmAll: 'Let the location know you will come to this booking and every one made together with it.',
    },
    ACTION: {
      cancel: 'Cancel the booking',
      cancelAll: 'Cancel all the bookings',
      confirm: 'Confirm attendance',
      confirmAll: 'Confirm attendance to all',
    },
    WORKING: {
      cancel: 'Cancelling…',
      cancelAll: 'Cancelling…',
      confirm: 'Confirming…',
      confirmAll: 'Confirming…',
    },
    DONE: {
      cancel: 'Your booking is cancelled',
      cancelAll: 'Your bookings are cancelled',
      confirm: 'Your attendance is confirmed',
      confirmAll: 'Your attendance is confirmed',
    },
    BOOKING: 'The booking',
    WHEN: '{{date}} at {{hour}}',
    WITH: 'With {{provider}}',
    STATUS: { confirmed: 'Confirmed', pending_payment: 'Waiting for payment', cancelled: 'Cancelled' },
    ATTENDANCE_CONFIRMED: 'Attendance confirmed',
    ALREADY_CANCELLED: 'This booking is already cancelled.',
    CANCELLED_CANNOT_CONFIRM: 'This booking is cancelled: there is no attendance to confirm.',
    ALREADY_CONFIRMED: 'You already confirmed your attendance to this booking.',
    NOT_FOUND: 'We could not find a booking with this code. Check the link you followed.',
    LOAD_FAILED: 'We could not read this booking.',
    BACK_TO_LOCATION: 'Go to the location’s page',
  },
};

export const es: typeof en = {
  BY_CODE: {
    TITLE: {
      cancel: 'Anula tu reserva',
      cancelAll: 'Anula tus reservas',
      confirm: 'Confirma tu asistencia',
      confirmAll: 'Confirma tu asistencia',
    },
    ASK: {
      cancel: 'La hora quedará libre para que otra persona la reserve.',
      cancelAll:
        'Se anulan esta reserva y todas las hechas junto con ella. Sus horas quedarán libres para que otras personas las reserven.',
      confirm: 'Avisa a la sucursal que asistirás.',
      confirmAll: 'Avisa a la sucursal que asistirás a esta reserva y a todas las hechas junto con ella.',
    },
    ACTION: {
      cancel: 'Anular la reserva',
      cancelAll: 'Anular todas las reservas',
      confirm: 'Confirmar asistencia',
      confirmAll: 'Confirmar asistencia a todas',
    },
    WORKING: {
      cancel: 'Anulando…',
      cancelAll: 'Anulando…',
      confirm: 'Confirmando…',
      confirmAll: 'Confirmando…',
    },
    DONE: {
      cancel: 'Tu reserva está anulada',
      cancelAll: 'Tus reservas están anuladas',
      confirm: 'Tu asistencia está confirmada',
      confirmAll: 'Tu asistencia está confirmada',
    },
    BOOKING: 'La reserva',
    WHEN: '{{date}} a las {{hour}}',
    WITH: 'Con {{provider}}',
    STATUS: { confirmed: 'Confirmada', pending_payment: 'Esperando el pago', cancelled: 'Anulada' },
    ATTENDANCE_CONFIRMED: 'Asistencia confirmada',
    ALREADY_CANCELLED: 'Esta reserva ya está anulada.',
    CANCELLED_CANNOT_CONFIRM: 'Esta reserva está anulada: no hay asistencia que confirmar.',
    ALREADY_CONFIRMED: 'Ya confirmaste tu asistencia a esta reserva.',
    NOT_FOUND: 'No encontramos una reserva con este código. Revisa el enlace que seguiste.',
    LOAD_FAILED: 'No pudimos leer esta reserva.',
    BACK_TO_LOCATION: 'Ir a la página de la sucursal',
  },
};
