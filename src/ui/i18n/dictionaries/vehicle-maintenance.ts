// The workshop's "Your vehicle" panel on the location page (issue 33; docs/adr/0120): the plate and
// mileage looked up, and the maintenance step due proposed first. Loaded with the panel's code.

export const en = {
  MAINTENANCE: {
    TITLE: 'Your vehicle',
    INTRO: 'Type your plate and we will tell you which service your vehicle is due for.',
    PLATE: 'Licence plate',
    PLATE_HELP: 'Letters and digits, e.g. BCDF12.',
    MILEAGE: 'Current mileage (km, optional)',
    MILEAGE_HELP: 'With it, we can tell more precisely what is due.',
    LAST_ON_RECORD: 'Last recorded: {{km}} km.',
    LOOKING_UP: 'Looking for your vehicle…',
    NOT_ON_RECORD: 'We have no record of this vehicle yet: choose the service you need below.',
    NO_PLAN: 'We found your {{vehicle}}; it has no maintenance plan with us: choose the service you need below.',
    NOTHING_DUE: 'We found your {{vehicle}}; no maintenance step is due.',
    LOOKUP_FAILED: 'We could not look your vehicle up.',
    RETRY: 'Try again',
    VEHICLE: '{{brand}} {{model}} {{year}}',
    PROPOSAL: {
      MILEAGE_OVERDUE: 'Your {{vehicle}} is overdue for its {{km}} km service.',
      MILEAGE_DUE: 'Your {{vehicle}} is due for its {{km}} km service.',
      MILEAGE_UPCOMING: 'Your {{vehicle}}’s next service is the {{km}} km one.',
      TIME_OVERDUE: 'Your {{vehicle}} is overdue for the service that was due on {{date}}.',
      TIME_DUE: 'Your {{vehicle}} is due for its service, due on {{date}}.',
      TIME_UPCOMING: 'Your {{vehicle}}’s next service is due on {{date}}.',
      NEXT: 'Your {{vehicle}}’s next service:',
    },
    STATUS: {
      overdue: 'Overdue',
      due: 'Due now',
      upcoming: 'Next',
    },
    RECOMMENDED: 'Recommended',
    SELECT: 'Select',
    SELECT_NAMED: 'Select {{service}}, recommended',
    IN_SELECTION: 'In your selection',
    OTHER_SERVICES: 'You may still choose any other service below.',
  },
};

export const es: typeof en = {
  MAINTENANCE: {
    TITLE: 'Tu vehículo',
    INTRO: 'Escribe tu patente y te diremos qué mantención le corresponde a tu vehículo.',
    PLATE: 'Patente',
    PLATE_HELP: 'Letras y números, por ejemplo BCDF12.',
    MILEAGE: 'Kilometraje actual (km, opcional)',
    MILEAGE_HELP: 'Con él podemos decirte con más precisión qué corresponde.',
    LAST_ON_RECORD: 'Último registrado: {{km}} km.',
    LOOKING_UP: 'Buscando tu vehículo…',
    NOT_ON_RECORD: 'Aún no tenemos registro de este vehículo: elige abajo el servicio que necesitas.',
    NO_PLAN:
      'Encontramos tu {{vehicle}}; no tiene una pauta de mantención con nosotros: elige abajo el servicio que necesitas.',
    NOTHING_DUE: 'Encontramos tu {{vehicle}}; no tiene mantenciones pendientes.',
    LOOKUP_FAILED: 'No pudimos buscar tu vehículo.',
    RETRY: 'Intentar de nuevo',
    VEHICLE: '{{brand}} {{model}} {{year}}',
    PROPOSAL: {
      MILEAGE_OVERDUE: 'Tu {{vehicle}} tiene atrasada la mantención de {{km}} km.',
      MILEAGE_DUE: 'Tu {{vehicle}} tiene pendiente la mantención de {{km}} km.',
      MILEAGE_UPCOMING: 'La próxima mantención de tu {{vehicle}} es la de {{km}} km.',
      TIME_OVERDUE: 'Tu {{vehicle}} tiene atrasada la mantención que vencía el {{date}}.',
      TIME_DUE: 'Tu {{vehicle}} tiene pendiente la mantención que vence el {{date}}.',
      TIME_UPCOMING: 'La próxima mantención de tu {{vehicle}} vence el {{date}}.',
      NEXT: 'La próxima mantención de tu {{vehicle}}:',
    },
    STATUS: {
      overdue: 'Atrasada',
      due: 'Pendiente',
      upcoming: 'Próxima',
    },
    RECOMMENDED: 'Recomendado',
    SELECT: 'Seleccionar',
    SELECT_NAMED: 'Seleccionar {{service}}, recomendado',
    IN_SELECTION: 'En tu selección',
    OTHER_SERVICES: 'Igual puedes elegir cualquier otro servicio de la lista.',
  },
};
