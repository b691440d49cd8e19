// The reviews list modal (storefront §2 Overlays, §4 Location page, §9 review age).

export const en = {
  REVIEWS: {
    TITLE: 'Reviews of {{location}}',
    LIST: 'Reviews, newest first',
    REVIEW_BY: 'Review by {{author}}',
    STARS_one: '{{count}} star out of 5',
    STARS_other: '{{count}} stars out of 5',
    ANONYMOUS: 'Anonymous',
    AGE: {
      today: 'today',
      days_one: '{{count}} day ago',
      days_other: '{{count}} days ago',
      months_one: '{{count}} month ago',
      months_other: '{{count}} months ago',
      years_one: '{{count}} year ago',
      years_other: '{{count}} years ago',
    },
    REPLY_FROM: 'Reply from {{location}}',
    LOADING: 'Loading reviews…',
    MORE: 'Show more reviews',
    ALL_SHOWN_one: 'That is the only review.',
    ALL_SHOWN_other: 'Those are all {{count}} reviews.',
    NONE: 'No reviews yet.',
    LOAD_FAILED: 'We could not load the reviews.',
  },
};

export const es: typeof en = {
  REVIEWS: {
    TITLE: 'Opiniones de {{location}}',
    LIST: 'Opiniones, de la más reciente a la más antigua',
    REVIEW_BY: 'Opinión de {{author}}',
    STARS_one: '{{count}} estrella de 5',
    STARS_other: '{{count}} estrellas de 5',
    ANONYMOUS: 'Anónimo',
    AGE: {
      today: 'hoy',
      days_one: 'hace {{count}} día',
      days_other: 'hace {{count}} días',
      months_one: 'hace {{count}} mes',
      months_other: 'hace {{count}} meses',
      years_one: 'hace {{count}} año',
      years_other: 'hace {{count}} años',
    },
    REPLY_FROM: 'Respuesta de {{location}}',
    LOADING: 'Cargando opiniones…',
    MORE: 'Ver más opiniones',
    ALL_SHOWN_one: 'Esa es la única opinión.',
    ALL_SHOWN_other: 'Esas son las {{count}} opiniones.',
    NONE: 'Aún no hay opiniones.',
    LOAD_FAILED: 'No pudimos cargar las opiniones.',
  },
};
