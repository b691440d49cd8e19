// A signed-in client's "My bookings" page (issue 34; docs/adr/0122): `/{country}/users/bookings`.

export const en = {
  MY_BOOKINGS: {
    TITLE: 'My bookings',
    UPCOMING: 'Upcoming',
    PAST: 'Past',
    NONE_UPCOMING: 'You have no upcoming bookings.',
    NONE_PAST: 'You have no past bookings.',
    SIGN_IN_FIRST: 'Sign in to see your bookings.',
    WHEN: '{{date}} at {{hour}}',
    WITH: 'With {{professional}}',
    PRICE: 'Price: {{price}}',
    PLAN: 'Paid with {{plan}}',
    ACTIONS: 'What you can do with {{service}} on {{date}}',
  },
};

export const es: typeof en = {
  MY_BOOKINGS: {
    TITLE: 'Mis reservas',
    UPCOMING: 'Próximas',
    PAST: 'Pasadas',
    NONE_UPCOMING: 'No tienes reservas próximas.',
    NONE_PAST: 'No tienes reservas pasadas.',
    SIGN_IN_FIRST: 'Inicia sesión para ver tus reservas.',
    WHEN: '{{date}} a las {{hour}}',
    WITH: 'Con {{professional}}',
    PRICE: 'Precio: {{price}}',
    PLAN: 'Pagada con {{plan}}',
    ACTIONS: 'Lo que puedes hacer con {{service}} el {{date}}',
  },
};
