// The existing-client identification modal's words (storefront §2, §4, §5, §8).

export const en = {
  IDENTIFICATION: {
    TITLE: 'Identify yourself',
    TEXT: '{{company}} takes online bookings from its clients only. Tell us who you are to go on.',
    LABEL_0: 'Identification number',
    LABEL_1: 'Email',
    LABEL_2: 'Phone',
    SUBMIT: 'Continue',
    CHECKING: 'Checking…',
    ID_NOT_FOUND: 'We could not find a client of {{company}} with this identification number.',
    EMAIL_NOT_FOUND: 'We could not find a client of {{company}} with this email.',
    PHONE_NOT_FOUND: 'We could not find a client of {{company}} with this phone.',
    NOT_ALLOWED_TO_BOOK: 'You cannot book online with {{company}}. Please contact {{company}} to book.',
  },
};

export const es: typeof en = {
  IDENTIFICATION: {
    TITLE: 'Identifícate',
    TEXT: '{{company}} recibe reservas en línea solo de sus clientes. Cuéntanos quién eres para continuar.',
    LABEL_0: 'Número de identificación',
    LABEL_1: 'Correo electrónico',
    LABEL_2: 'Teléfono',
    SUBMIT: 'Continuar',
    CHECKING: 'Verificando…',
    ID_NOT_FOUND: 'No encontramos un cliente de {{company}} con este número de identificación.',
    EMAIL_NOT_FOUND: 'No encontramos un cliente de {{company}} con este correo electrónico.',
    PHONE_NOT_FOUND: 'No encontramos un cliente de {{company}} con este teléfono.',
    NOT_ALLOWED_TO_BOOK: 'No puedes reservar en línea con {{company}}. Contacta a {{company}} para reservar.',
  },
};
