import type { Namespace } from './translator';

// The CLI's words for tables people read, honest repeats and onboarding (issue 35; docs/adr/0127),
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
  },
};
