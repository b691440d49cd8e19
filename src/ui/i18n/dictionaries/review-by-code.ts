// The review invitation's page (storefront §3 Review, §5 Review, §8 "unable to review or review
// unavailable"; ADR 0032), loaded with the page.

export const en = {
  REVIEW_FORM: {
    TITLE: 'Review your visit',
    REVIEWING: 'What you are reviewing',
    SERVICE_AT: '{{service}} at {{location}}',
    RATING: 'Your rating',
    STAR_one: '{{count}} star',
    STAR_other: '{{count}} stars',
    ANONYMOUS: 'Post my review anonymously',
    ANONYMOUS_HINT: 'Your name will not be shown.',
    REVIEWER_NAME: 'Your name',
    SERVICE_NAME: 'Service',
    AT_MOST: 'At most {{max}} characters.',
    COMMENT: 'Comment',
    SEND: 'Send review',
    SENDING: 'Sending…',
    FIX_FIELDS: 'Check the fields marked below.',
    UNAVAILABLE: 'Unable to review: this review is unavailable. The link may have been used already or have expired.',
    LOAD_FAILED: 'We could not load this review.',
    THANKS: 'Thank you for your review',
    THANKS_TEXT: 'Your opinion helps {{location}} and its future clients.',
  },
};

export const es: typeof en = {
  REVIEW_FORM: {
    TITLE: 'Califica tu visita',
    REVIEWING: 'Lo que calificas',
    SERVICE_AT: '{{service}} en {{location}}',
    RATING: 'Tu calificación',
    STAR_one: '{{count}} estrella',
    STAR_other: '{{count}} estrellas',
    ANONYMOUS: 'Publicar mi opinión de forma anónima',
    ANONYMOUS_HINT: 'Tu nombre no se mostrará.',
    REVIEWER_NAME: 'Tu nombre',
    SERVICE_NAME: 'Servicio',
    AT_MOST: 'Como máximo {{max}} caracteres.',
    COMMENT: 'Comentario',
    SEND: 'Enviar opinión',
    SENDING: 'Enviando…',
    FIX_FIELDS: 'Revisa los campos marcados abajo.',
    UNAVAILABLE:
      'No es posible calificar: esta opinión no está disponible. Puede que el enlace ya se haya usado o haya vencido.',
    LOAD_FAILED: 'No pudimos cargar esta opinión.',
    THANKS: 'Gracias por tu opinión',
    THANKS_TEXT: 'Tu opinión ayuda a {{location}} y a sus futuros clientes.',
  },
};
