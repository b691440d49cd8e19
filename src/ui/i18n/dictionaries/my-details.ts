// A signed-in client's "My details" page (issue 34; docs/adr/0122): `/{country}/users/profile`.

export const en = {
  MY_DETAILS: {
    TITLE: 'My details',
    SIGN_IN_FIRST: 'Sign in to see and change your details.',
    FIRST_NAME: 'First name',
    LAST_NAME: 'Last name',
    PHONE: 'Phone',
    ID_NUMBER: 'Identification number',
    ID_NUMBER_HINT: 'Each business checks it is of its own kind when you book there.',
    LANGUAGE: 'Language',
    LANGUAGE_SITE: "The site's",
    LANGUAGE_ES: 'Español',
    LANGUAGE_EN: 'English',
    SAVE: 'Save my details',
    SAVING: 'Saving…',
    SAVED: 'Your details were saved.',
    REFUSED: 'Some details were not accepted: check the marked fields. Nothing was changed.',
    FIELD_REFUSED: 'This value was not accepted.',
    EMAIL_TITLE: 'Change my email',
    EMAIL_NOW: 'Your email now: {{email}}',
    NEW_EMAIL: 'New email',
    EMAIL_SUBMIT: 'Send me the link',
    EMAIL_SENT:
      'We mailed a link to the new address. Your email changes when you open it; until then you keep the current one.',
    DELETE_TITLE: 'Delete my account',
    DELETE_INTRO: 'You can delete your account whenever you want.',
    DELETE_BUTTON: 'Delete my account',
    DELETE_CONFIRM_TITLE: 'Delete your account?',
    DELETE_ERASED:
      'We erase your account: your sign-in, your details, your open sessions and your personal links. You cannot undo this.',
    DELETE_KEPT:
      'The businesses where you booked keep their bookings, with the details you booked with, as their record of the service. They are no longer tied to any account.',
    DELETE_CONFIRM: 'Yes, delete my account',
    DELETE_CANCEL: 'Keep my account',
    DELETE_STAFF: "This account works for a company: the company's management area removes it.",
    DELETED: 'Your account was deleted.',
  },
};

export const es: typeof en = {
  MY_DETAILS: {
    TITLE: 'Mis datos',
    SIGN_IN_FIRST: 'Inicia sesión para ver y cambiar tus datos.',
    FIRST_NAME: 'Nombre',
    LAST_NAME: 'Apellido',
    PHONE: 'Teléfono',
    ID_NUMBER: 'Número de identificación',
    ID_NUMBER_HINT: 'Cada negocio revisa que sea del tipo que usa cuando reservas allí.',
    LANGUAGE: 'Idioma',
    LANGUAGE_SITE: 'El del sitio',
    LANGUAGE_ES: 'Español',
    LANGUAGE_EN: 'English',
    SAVE: 'Guardar mis datos',
    SAVING: 'Guardando…',
    SAVED: 'Tus datos quedaron guardados.',
    REFUSED: 'Algunos datos no fueron aceptados: revisa los campos marcados. No se cambió nada.',
    FIELD_REFUSED: 'Este valor no fue aceptado.',
    EMAIL_TITLE: 'Cambiar mi email',
    EMAIL_NOW: 'Tu email actual: {{email}}',
    NEW_EMAIL: 'Nuevo email',
    EMAIL_SUBMIT: 'Enviarme el enlace',
    EMAIL_SENT:
      'Enviamos un enlace a la nueva dirección. Tu email cambia cuando lo abras; mientras tanto conservas el actual.',
    DELETE_TITLE: 'Eliminar mi cuenta',
    DELETE_INTRO: 'Puedes eliminar tu cuenta cuando quieras.',
    DELETE_BUTTON: 'Eliminar mi cuenta',
    DELETE_CONFIRM_TITLE: '¿Eliminar tu cuenta?',
    DELETE_ERASED:
      'Borramos tu cuenta: tu acceso, tus datos, tus sesiones abiertas y tus enlaces personales. No se puede deshacer.',
    DELETE_KEPT:
      'Los negocios donde reservaste conservan sus reservas, con los datos con que reservaste, como registro del servicio. Ya no quedan ligadas a ninguna cuenta.',
    DELETE_CONFIRM: 'Sí, eliminar mi cuenta',
    DELETE_CANCEL: 'Conservar mi cuenta',
    DELETE_STAFF: 'Esta cuenta trabaja para una empresa: la elimina el área de administración de la empresa.',
    DELETED: 'Tu cuenta fue eliminada.',
  },
};
