import type { Namespace } from './translator';

// The day names of the schedules the API answers (storefront §3 Schedule day; ADR 0058), Monday first.

const en = {
  'day.1': 'Monday',
  'day.2': 'Tuesday',
  'day.3': 'Wednesday',
  'day.4': 'Thursday',
  'day.5': 'Friday',
  'day.6': 'Saturday',
  'day.7': 'Sunday',
} as const;

export const scheduleTexts: Namespace<typeof en> = {
  en,
  es: {
    'day.1': 'Lunes',
    'day.2': 'Martes',
    'day.3': 'Miércoles',
    'day.4': 'Jueves',
    'day.5': 'Viernes',
    'day.6': 'Sábado',
    'day.7': 'Domingo',
  },
};
