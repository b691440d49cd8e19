import type { Namespace } from './translator';

// The CLI's words for tables people read, honest repeats, onboarding and naming a location by its
// slug (issue 35; docs/adr/0125, docs/adr/0127),
// next to the `cli` namespace (ADR 0058).

const en = {
  detail: 'detail',
  alreadyCancelled: 'Already cancelled: nothing changed.',
  alreadyConfirmed: 'Already confirmed: nothing changed.',
  someAlreadyCancelled: 'Already cancelled before: {{ids}}.',
  someAlreadyConfirmed: 'Already confirmed before: {{ids}}.',
  lineClashes:
    'line {{line}}: the same professional at the same time as line {{others}}; booking the file would refuse all but the first',
  inputRefused: 'Not sent: these details are not valid',
  time: 'time',
  'catalogue.locations': 'Where its clients book:',
  storefrontAddress: 'storefront address',
  readReference: 'Reference: {{reference}} — read it to the caller',
  locationSlugCompany: 'a location slug needs --company: slugs are unique within a company (or give the location id)',
  locationSlugNotFound: 'The company has no location "{{slug}}".',
  locationSlugAmbiguous:
    'Several of the company\'s locations answer to "{{slug}}"; give the location id (reserva locations list).',
  commandMissing: 'a command is missing: add --help for the list',
  dashValue:
    'a value that starts with "-" (a confirmation code can) is read as an option: write it after --, as in "reserva bookings cancel -- {{value}}"',
} as const;

export const cliTableTexts: Namespace<typeof en> = {
  en,
  es: {
    detail: 'detalle',
    alreadyCancelled: 'Ya estaba cancelada: no cambió nada.',
    alreadyConfirmed: 'Ya estaba confirmada: no cambió nada.',
    someAlreadyCancelled: 'Ya estaban canceladas: {{ids}}.',
    someAlreadyConfirmed: 'Ya estaban confirmadas: {{ids}}.',
    lineClashes:
      'línea {{line}}: el mismo profesional a la misma hora que la línea {{others}}; al reservar el archivo se rechazarían todas menos la primera',
    inputRefused: 'No se envió: estos datos no son válidos',
    time: 'hora',
    'catalogue.locations': 'Dónde reservan sus clientes:',
    storefrontAddress: 'dirección web',
    readReference: 'Referencia: {{reference}} — díctala a quien llama',
    locationSlugCompany:
      'el slug de una sucursal necesita --company: los slugs son únicos dentro de una empresa (o indica el id de la sucursal)',
    locationSlugNotFound: 'La empresa no tiene la sucursal "{{slug}}".',
    locationSlugAmbiguous:
      'Varias sucursales de la empresa responden a "{{slug}}"; indica el id de la sucursal (reserva locations list).',
    commandMissing: 'falta un comando: agrega --help para ver la lista',
    dashValue:
      'un valor que empieza con "-" (un código de confirmación puede) se lee como opción: escríbelo después de --, como en "reserva bookings cancel -- {{value}}"',
  },
};
