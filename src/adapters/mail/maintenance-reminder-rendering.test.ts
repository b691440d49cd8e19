import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '#domain/calendar/local-date';
import { renderedMail } from '#domain/notification/booking-mail';
import { maintenanceReminderMail } from '#domain/notification/maintenance-reminder-mail';
import type { MaintenanceReminderNotice } from '#domain/notification/maintenance-reminder-notice';
import { mailWords } from '#i18n/mail';
import { maintenanceMailWords } from '#i18n/maintenance-mail';
import { reactMailRenderer } from './react-mail-renderer';

// The maintenance reminder a driver is owed (issue 33; docs/adr/0119) written out by the React
// renderer (docs/adr/0066): branded as the booking mails, in Spanish for a Chilean workshop and in
// English for an English-speaking one, with one button that opens the wizard with the plate and the
// service selected.

const render = (mail: Parameters<typeof renderedMail>[0]) =>
  renderedMail(mail, (content) => reactMailRenderer.render(content));

const window = new Window();

function parsed(html: string): Document {
  window.document.open();
  window.document.write(html);
  window.document.close();
  return window.document as unknown as Document;
}

const ORIGIN = 'https://reservas.example';

const notice: MaintenanceReminderNotice = {
  kind: 'maintenance_reminder',
  language: 'es',
  company: { name: 'Taller Automotriz Andes', colour: '#1f2937', logo: null },
  location: {
    name: 'Quilicura',
    address: 'Av. Lo Marcoleta 500, Quilicura, Santiago',
    phone: '+56 2 2765 4321',
    email: 'agenda@taller-andes.example',
    timeZone: 'America/Santiago',
    countryCode: 'CL',
  },
  locationId: 3,
  driver: { name: 'Transportes Quilicura SpA', email: 'flota@quilicura.example' },
  vehicle: { plate: 'KLPR34', brand: 'Toyota', model: 'Hilux', year: 2021 },
  serviceId: 32,
  serviceName: 'Mantención 20.000 km',
  dueMileage: 120_000,
  dueDate: '2027-01-03' as LocalDate,
  reason: 'mileage',
  status: 'due',
};

describe('the maintenance reminder, rendered', () => {
  it('names the vehicle, the service and its milestone in Spanish, with the button that books it', () => {
    const mail = render(maintenanceReminderMail(notice, ORIGIN, mailWords, maintenanceMailWords));
    expect(mail.to).toEqual({ name: 'Transportes Quilicura SpA', email: 'flota@quilicura.example' });
    expect(mail.subject).toBe('Tu Toyota Hilux 2021 (KLPR34) tiene pendiente su mantención');
    const document = parsed(mail.html);
    const button = [...document.querySelectorAll('a')].find((link) => link.textContent === 'Reservar la mantención');
    expect(button?.getAttribute('href')).toBe('https://reservas.example/cl/sucursal/3?services_id=32&plate=KLPR34');
    expect(document.body.textContent).toContain(
      'A tu Toyota Hilux 2021 (KLPR34) le corresponde la “Mantención 20.000 km”.',
    );
    expect(mail.text).toContain('120.000 km');
    expect(mail.text).toContain('domingo 3 de enero de 2027');
    expect(mail.text).toContain('https://reservas.example/cl/sucursal/3?services_id=32&plate=KLPR34');
  });

  it('writes it in English for an English-speaking country, overdue, with the due day of a step by time', () => {
    const mail = render(
      maintenanceReminderMail(
        {
          ...notice,
          language: 'en',
          location: { ...notice.location, countryCode: 'US', timeZone: 'America/New_York' },
          status: 'overdue',
          reason: 'time',
          dueMileage: null,
          dueDate: '2026-11-20' as LocalDate,
        },
        ORIGIN,
        mailWords,
        maintenanceMailWords,
      ),
    );
    expect(mail.subject).toBe('Your Toyota Hilux 2021 (KLPR34) is due for its maintenance');
    expect(mail.text).toContain('Your Toyota Hilux 2021 (KLPR34) is past due for its “Mantención 20.000 km”.');
    expect(mail.text).toContain('Due by');
    expect(mail.text).not.toContain('Due at');
    expect(mail.text).toContain('https://reservas.example/us/sucursal/3?services_id=32&plate=KLPR34');
  });
});
