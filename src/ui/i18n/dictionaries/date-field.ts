// The date field's words (src/ui/components/date-field.tsx; issue 20): they come with the field,
// which only the booking wizard's client form shows, not with the first page.

export const en = {
  ERRORS: {
    VALIDATION_DATE_INCOMPLETE: 'This date is only partly typed: complete it or clear it.',
  },
};

export const es = {
  ERRORS: {
    VALIDATION_DATE_INCOMPLETE: 'Esta fecha está escrita a medias: complétala o bórrala.',
  },
};
