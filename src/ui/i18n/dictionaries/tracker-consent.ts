// The consent banner's words (docs/adr/0076): a company's own trackers load only once its visitor says yes.

export const en = {
  TRACKER_CONSENT: {
    TITLE: 'Measuring your visit',
    TEXT: '{{company}} would like to measure visits and bookings with {{vendors}}, which set cookies and receive what you do on its booking pages. Nothing is sent to them unless you accept.',
    ACCEPT: 'Accept',
    DECLINE: 'Decline',
    AND: 'and',
  },
};

export const es = {
  TRACKER_CONSENT: {
    TITLE: 'Medición de tu visita',
    TEXT: '{{company}} quiere medir visitas y reservas con {{vendors}}, que guardan cookies y reciben lo que haces en sus páginas de reserva. No se les envía nada a menos que aceptes.',
    ACCEPT: 'Aceptar',
    DECLINE: 'Rechazar',
    AND: 'y',
  },
};
