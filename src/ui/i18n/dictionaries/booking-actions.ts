// What a client may do with a booking, as the confirmation view and the booking's page offer it
// (issue 18 "Links"; storefront §4 "Implied by texts"), and the booking's page by its code
// (`{country}/bookings/view/{confirmationCode}`, docs/adr/0068).

export const en = {
  BOOKING_ACTIONS: {
    LIST: 'What you can do with {{service}}',
    LIST_ALL: 'What you can do with all your bookings',
    ACTION: {
      view: 'See the booking',
      confirm: 'Confirm attendance',
      confirmAll: 'Confirm attendance to all',
      change: 'Change the hour',
      cancel: 'Cancel',
      cancelAll: 'Cancel all',
      bookAgain: 'Book again',
    },
    // The bookings' reference (docs/adr/0126), as the confirmation view and every page of the booking show it.
    REFERENCE: 'Reference',
    REFERENCE_HINT: 'Give this reference if you call us about your reservation.',
    COPY_REFERENCE: 'Copy the reference',
    NONE: 'This booking can no longer be changed or cancelled online. Call the location if you need to.',
    VIEW: {
      TITLE: 'Your booking',
      BOOKING: 'The booking',
      TOGETHER: 'Booked together with it',
      WHEN: '{{date}} at {{hour}}',
      WITH: 'With {{provider}}',
      STATUS: { confirmed: 'Confirmed', pending_payment: 'Waiting for payment', cancelled: 'Cancelled' },
      ATTENDANCE_CONFIRMED: 'Attendance confirmed',
      MODIFICATIONS_LEFT_one: 'You can change its hour {{count}} more time.',
      MODIFICATIONS_LEFT_other: 'You can change its hour {{count}} more times.',
      CANCELLABLE_UNTIL: 'You can cancel it until {{date}} at {{hour}}.',
      NOT_FOUND: 'We could not find a booking with this code. Check the link you followed.',
      LOAD_FAILED: 'We could not read this booking.',
      BACK_TO_LOCATION: 'Go to the location’s page',
    },
  },
};

export const es: typeof en = {
  BOOKING_ACTIONS: {
    LIST: 'Qué puedes hacer con {{service}}',
    LIST_ALL: 'Qué puedes hacer con todas tus reservas',
    ACTION: {
      view: 'Ver la reserva',
      confirm: 'Confirmar asistencia',
      confirmAll: 'Confirmar asistencia a todas',
      change: 'Cambiar la hora',
      cancel: 'Anular',
      cancelAll: 'Anular todas',
      bookAgain: 'Reservar de nuevo',
    },
    REFERENCE: 'Referencia',
    REFERENCE_HINT: 'Indica esta referencia si nos llamas por tu reserva.',
    COPY_REFERENCE: 'Copiar la referencia',
    NONE: 'Esta reserva ya no se puede cambiar ni anular en línea. Llama a la sucursal si lo necesitas.',
    VIEW: {
      TITLE: 'Tu reserva',
      BOOKING: 'La reserva',
      TOGETHER: 'Reservadas junto con ella',
      WHEN: '{{date}} a las {{hour}}',
      WITH: 'Con {{provider}}',
      STATUS: { confirmed: 'Confirmada', pending_payment: 'Esperando el pago', cancelled: 'Anulada' },
      ATTENDANCE_CONFIRMED: 'Asistencia confirmada',
      MODIFICATIONS_LEFT_one: 'Puedes cambiar su hora {{count}} vez más.',
      MODIFICATIONS_LEFT_other: 'Puedes cambiar su hora {{count}} veces más.',
      CANCELLABLE_UNTIL: 'Puedes anularla hasta el {{date}} a las {{hour}}.',
      NOT_FOUND: 'No encontramos una reserva con este código. Revisa el enlace que seguiste.',
      LOAD_FAILED: 'No pudimos leer esta reserva.',
      BACK_TO_LOCATION: 'Ir a la página de la sucursal',
    },
  },
};
