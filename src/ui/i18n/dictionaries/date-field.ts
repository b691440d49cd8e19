// The date field's words (src/ui/components/date-field.tsx; issue 20): they come with the field,
// which only the booking wizard's client form shows, not with the first page.

export const en = {
  DATE_FIELD: {
    INCOMPLETE: 'This date is only partly typed: complete it or clear it.',
  },
};

export const es = {
  DATE_FIELD: {
    INCOMPLETE: 'Esta fecha está escrita a medias: complétala o bórrala.',
  },
};
