// A company's branch list (storefront §2 `{country}`, "branch list with search/filter (count of
// filtered vs total, no-branch-found, see all branches)"; docs/adr/0033).

export const en = {
  BRANCHES: {
    TITLE: 'Branches',
    INTRO: 'Choose a branch to see its services and book.',
    SEARCH: 'Search branches',
    SEARCH_HINT: 'By name or address',
    // Worded by the total, which the plural follows: "Showing 1 of 2 branches".
    COUNT_one: 'Showing {{shown}} of {{count}} branch',
    COUNT_other: 'Showing {{shown}} of {{count}} branches',
    NONE_FOUND: 'No branch found for “{{text}}”.',
    SEE_ALL: 'See all branches',
    NONE_HERE: '{{company}} has no branches taking bookings in {{country}} yet.',
    LIST: 'Branches of {{company}}',
    ADDRESS: 'Address',
    PHONE: 'Phone',
    CALL: 'Call {{location}}: {{phone}}',
    OPEN: 'Book at {{location}}',
    NO_COMPANY_TITLE: 'No business at this address',
    NO_COMPANY_TEXT:
      'This address does not name a business. Open the booking page the business gave you, such as salon-aurora.reserva.example/cl.',
    UNKNOWN_COMPANY_TEXT: 'No business uses the address “{{webAddress}}”. Check the address you followed.',
    OTHER_COUNTRIES_TITLE: '{{company}} takes no bookings in {{country}}',
    OTHER_COUNTRIES_TEXT: 'See its branches in:',
    OTHER_COUNTRIES_LIST: 'Countries where {{company}} takes bookings',
    LOAD_FAILED: 'We could not load the branches. Try again in a moment.',
  },
};

export const es: typeof en = {
  BRANCHES: {
    TITLE: 'Sucursales',
    INTRO: 'Elige una sucursal para ver sus servicios y reservar.',
    SEARCH: 'Buscar sucursales',
    SEARCH_HINT: 'Por nombre o dirección',
    // Worded by the total, which the plural follows: "Showing 1 of 2 branches".
    COUNT_one: 'Mostrando {{shown}} de {{count}} sucursal',
    COUNT_other: 'Mostrando {{shown}} de {{count}} sucursales',
    NONE_FOUND: 'No encontramos sucursales para «{{text}}».',
    SEE_ALL: 'Ver todas las sucursales',
    NONE_HERE: '{{company}} todavía no tiene sucursales que reciban reservas en {{country}}.',
    LIST: 'Sucursales de {{company}}',
    ADDRESS: 'Dirección',
    PHONE: 'Teléfono',
    CALL: 'Llamar a {{location}}: {{phone}}',
    OPEN: 'Reservar en {{location}}',
    NO_COMPANY_TITLE: 'No hay un negocio en esta dirección',
    NO_COMPANY_TEXT:
      'Esta dirección no nombra a un negocio. Abre la página de reservas que te dio el negocio, como salon-aurora.reserva.example/cl.',
    UNKNOWN_COMPANY_TEXT: 'Ningún negocio usa la dirección «{{webAddress}}». Revisa la dirección que seguiste.',
    OTHER_COUNTRIES_TITLE: '{{company}} no recibe reservas en {{country}}',
    OTHER_COUNTRIES_TEXT: 'Mira sus sucursales en:',
    OTHER_COUNTRIES_LIST: 'Países donde {{company}} recibe reservas',
    LOAD_FAILED: 'No pudimos cargar las sucursales. Inténtalo de nuevo en un momento.',
  },
};
