import type { RegionalSpanish } from '#domain/storefront/country-locale';

// The words Spanish says otherwise in the countries with a dictionary variant (storefront §9
// "fallback Spanish variants", docs/adr/0074): only those, each under the key it replaces in the
// common Spanish dictionary, which answers every other key (the translator falls back from "es-AR" to
// "es"). A few dozen bytes per country, so they travel with the first page.

export const REGIONAL_SPANISH: Readonly<Record<RegionalSpanish, Readonly<Record<string, unknown>>>> = {
  'es-CL': {
    ACCOUNT: { ENTRIES: { mySchedule: 'Mis horas' } },
  },
  'es-AR': {
    ACCOUNT: { ENTRIES: { mySchedule: 'Mis turnos' } },
    IDENTIFICATION: { TITLE: 'Identificate' },
    CLIENT_FORM: { DISTRICT: 'Localidad' },
    WORKSHOP: { PLATE: 'Patente' },
  },
  'es-UY': {
    ACCOUNT: { ENTRIES: { mySchedule: 'Mis turnos' } },
    IDENTIFICATION: { TITLE: 'Identificate' },
    CLIENT_FORM: { DISTRICT: 'Barrio' },
    WORKSHOP: { PLATE: 'Matrícula' },
  },
  'es-MX': {
    CLIENT_FORM: { DISTRICT: 'Colonia' },
    WORKSHOP: { PLATE: 'Placa' },
  },
  'es-CO': {
    CLIENT_FORM: { DISTRICT: 'Barrio' },
    WORKSHOP: { PLATE: 'Placa' },
  },
  'es-PE': {
    CLIENT_FORM: { DISTRICT: 'Distrito' },
    WORKSHOP: { PLATE: 'Placa' },
  },
};
