// The modify page a booking's mail links to (storefront §2 bookings/edit/{confirmationCode}, §4
// "Implied by texts": modified a limited number of times up to a limited number of hours before
// the service, §8 "booking cannot be modified this way", "selected hours no longer available").
// The strip of days and the hours speak the booking wizard's DATE_SELECTOR words.

export const en = {
  EDIT_BOOKING: {
    TITLE: 'Change your booking',
    BOOKING: 'Your booking now',
    WHEN: '{{date}} at {{hour}}',
    WITH: 'With {{provider}}',
    AT: 'At {{location}}',
    MODIFICATIONS_LEFT_one: 'You can change it {{count}} more time.',
    MODIFICATIONS_LEFT_other: 'You can change it {{count}} more times.',
    MODIFIABLE_UNTIL: 'Changes are accepted until {{date}} at {{hour}}.',
    CHOOSE: 'Choose a new day and hour',
    SAME_PROFESSIONAL: 'With {{provider}}, as booked.',
    NO_DAYS_SHOWN: 'None of these days has a free hour. Look at later dates.',
    NO_HOURS: 'There are no hours available on this day. Choose another day.',
    CHOSEN: 'New time: {{date}} at {{hour}}',
    CHOOSE_FIRST: 'Choose a day and an hour to move your booking to.',
    MOVE: 'Move my booking',
    MOVING: 'Moving your booking…',
    MOVED: 'Your booking is moved',
    MOVED_TO: '{{service}} · {{date}} at {{hour}} · with {{provider}}',
    NOT_MODIFIABLE: {
      cancelled: 'This booking is cancelled, so it cannot be changed.',
      started: 'The hour of this booking has passed, so it cannot be changed.',
      limitReached:
        'This booking cannot be modified this way: it has been changed as many times as the location allows.',
      tooLate: 'This booking cannot be modified this way: it is too close to its start. Contact the location.',
      classSeat: 'This booking is a seat in a class, which keeps the class’s hour: it cannot be moved.',
    },
    REFUSED: {
      notModifiable:
        'This booking cannot be modified this way: it has been changed as many times as the location allows, or it is too close to its start.',
      started: 'The hour of this booking has passed, so it cannot be changed.',
      cancelled: 'This booking is cancelled, so it cannot be changed.',
      notFound: 'We could not find a booking with this code. Check the link you followed.',
    },
    HOUR_TAKEN:
      'The selected hours are no longer available: someone took that hour meanwhile. Here are the hours still free on that day.',
    NOT_FOUND: 'We could not find a booking with this code. Check the link you followed.',
    LOAD_FAILED: 'We could not read this booking.',
    BACK_TO_LOCATION: 'Go to the location’s page',
  },
};

export const es: typeof en = {
  EDIT_BOOKING: {
    TITLE: 'Cambia tu reserva',
    BOOKING: 'Tu reserva ahora',
    WHEN: '{{date}} a las {{hour}}',
    WITH: 'Con {{provider}}',
    AT: 'En {{location}}',
    MODIFICATIONS_LEFT_one: 'Puedes cambiarla {{count}} vez más.',
    MODIFICATIONS_LEFT_other: 'Puedes cambiarla {{count}} veces más.',
    MODIFIABLE_UNTIL: 'Se aceptan cambios hasta el {{date}} a las {{hour}}.',
    CHOOSE: 'Elige un nuevo día y hora',
    SAME_PROFESSIONAL: 'Con {{provider}}, como la reservaste.',
    NO_DAYS_SHOWN: 'Ninguno de estos días tiene horas libres. Mira fechas posteriores.',
    NO_HOURS: 'No hay horas disponibles este día. Elige otro día.',
    CHOSEN: 'Nueva hora: {{date}} a las {{hour}}',
    CHOOSE_FIRST: 'Elige un día y una hora a los que mover tu reserva.',
    MOVE: 'Mover mi reserva',
    MOVING: 'Moviendo tu reserva…',
    MOVED: 'Tu reserva está movida',
    MOVED_TO: '{{service}} · {{date}} a las {{hour}} · con {{provider}}',
    NOT_MODIFIABLE: {
      cancelled: 'Esta reserva está anulada, así que no se puede cambiar.',
      started: 'La hora de esta reserva ya pasó, así que no se puede cambiar.',
      limitReached:
        'La reserva no se puede modificar de esta forma: ya se cambió tantas veces como la sucursal permite.',
      tooLate: 'La reserva no se puede modificar de esta forma: falta muy poco para su inicio. Contacta a la sucursal.',
      classSeat: 'Esta reserva es un cupo en una clase, que mantiene la hora de la clase: no se puede mover.',
    },
    REFUSED: {
      notModifiable:
        'La reserva no se puede modificar de esta forma: ya se cambió tantas veces como la sucursal permite, o falta muy poco para su inicio.',
      started: 'La hora de esta reserva ya pasó, así que no se puede cambiar.',
      cancelled: 'Esta reserva está anulada, así que no se puede cambiar.',
      notFound: 'No encontramos una reserva con este código. Revisa el enlace que seguiste.',
    },
    HOUR_TAKEN:
      'Las horas seleccionadas ya no están disponibles: alguien tomó esa hora mientras tanto. Estas son las horas aún libres ese día.',
    NOT_FOUND: 'No encontramos una reserva con este código. Revisa el enlace que seguiste.',
    LOAD_FAILED: 'No pudimos leer esta reserva.',
    BACK_TO_LOCATION: 'Ir a la página de la sucursal',
  },
};
