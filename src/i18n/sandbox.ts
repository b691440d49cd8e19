import type { Namespace } from './translator';

// The words of the sandbox provider's payment page (ADR 0042, ADR 0058), the one HTML page the
// server renders; the page escapes each of them where it builds the HTML.

const en = {
  title: 'Sandbox payment',
  intro: 'This is Reserva’s sandbox payment provider: no money moves. Decide how this payment ends.',
  company: 'Business',
  services: 'Services',
  amount: 'Amount',
  downPayment: 'Down payment; the rest is paid at the location.',
  expires: 'Pay before',
  approve: 'Approve the payment',
  reject: 'Reject the payment',
  reason: 'Reason to reject',
  'reason.insufficient_balance': 'Insufficient balance',
  'reason.wrong_card_data': 'Wrong card data',
  'reason.card_not_enabled': 'Card not enabled',
  'reason.other': 'Other',
  notFoundTitle: 'Payment not found',
  notFound: 'There is no payment for this link. Check the link, or book again.',
  unexpectedTitle: 'Something went wrong',
  unexpected: 'Something went wrong on our side. Please try again later.',
  unavailableTitle: 'Briefly unavailable',
  unavailable: 'The service is briefly unavailable. Please reload this page in a few seconds.',
} as const;

export const sandboxTexts: Namespace<typeof en> = {
  en,
  es: {
    title: 'Pago de prueba',
    intro: 'Este es el proveedor de pagos de prueba de Reserva: no se mueve dinero. Decide cómo termina este pago.',
    company: 'Empresa',
    services: 'Servicios',
    amount: 'Monto',
    downPayment: 'Abono; el resto se paga en el local.',
    expires: 'Paga antes de',
    approve: 'Aprobar el pago',
    reject: 'Rechazar el pago',
    reason: 'Motivo del rechazo',
    'reason.insufficient_balance': 'Saldo insuficiente',
    'reason.wrong_card_data': 'Datos de tarjeta incorrectos',
    'reason.card_not_enabled': 'Tarjeta no habilitada',
    'reason.other': 'Otro',
    notFoundTitle: 'Pago no encontrado',
    notFound: 'No hay un pago para este enlace. Revisa el enlace o vuelve a reservar.',
    unexpectedTitle: 'Algo salió mal',
    unexpected: 'Algo salió mal de nuestro lado. Vuelve a intentarlo más tarde.',
    unavailableTitle: 'No disponible por un momento',
    unavailable: 'El servicio no está disponible por un momento. Vuelve a cargar esta página en unos segundos.',
  },
};
