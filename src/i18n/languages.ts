// The languages people read Reserva in (ADR 0014, ADR 0058): English by default, and Spanish.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
