import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchNotifications } from '#application/notification/dispatch-notifications';
import { recordingMailSender } from '#application/notification/recording-mail-sender.test-support';
import { remindMaintenance } from '#application/notification/remind-maintenance';
import type { Clock } from '#application/ports/shared/clock';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import type { Vehicle } from '#domain/workshop/vehicle';
import { reactMailRenderer } from '../mail/react-mail-renderer';
import { aesGcmCodeSealer, aesGcmGiftCardCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { seededDatabase } from './demo/demo-databases.test-support';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { DEMO_VEHICLE_PLATE } from './demo/demo-vehicles';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { readBack } from './read-back.test-support';
import { sqlBookings } from './sql-bookings';
import { sqlMaintenancePlans } from './sql-maintenance-plans';
import { sqlMaintenanceReminders } from './sql-maintenance-reminders';
import { sqlNotificationOutbox } from './sql-outbox';
import { sqlVehicleVisits } from './sql-vehicle-visits';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { dispatchMailWords } from '#i18n/dispatch-mail-words';

// The drivers' maintenance reminders (migration 0037; docs/adr/0119) on PGlite and on PostgreSQL:
// two sweeps at once (two server processes) owe a step's milestone once, the dispatcher mails it to
// the client of the vehicle's last booking with the link that books it; none for a step booked
// ahead, none at a company that turned them off.

const engines = await testEngines();
const at = (iso: string) => Date.parse(iso) as Instant;
/** Tuesday 2026-12-01, 10:00 in Santiago: the demo's today. */
const clock: Clock = { now: () => at('2026-12-01T13:00:00Z') };

const yaris: Vehicle = {
  brand: 'Toyota',
  model: 'Yaris',
  plate: DEMO_VEHICLE_PLATE.yaris,
  year: 2019,
  clientName: 'Ana Pérez',
  lastMileage: 42_000,
};
const hilux: Vehicle = { ...yaris, model: 'Hilux', plate: DEMO_VEHICLE_PLATE.hilux, year: 2021, lastMileage: 118_500 };

describe.each(engines)('the maintenance reminders on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    const book = async (serviceId: number, start: string, vehicle: Vehicle, email: string) => {
      const group = aGroup(
        [
          aBooking({
            serviceId: serviceId as ServiceId,
            providerId: DEMO_PROVIDER.bayOne as ProviderId,
            start: at(start),
            end: addMinutes(at(start), 150),
            price: 39_000,
            vehicle,
          }),
        ],
        { locationId: DEMO_LOCATION.quilicura, companyId: DEMO_COMPANY.workshop },
      );
      const created = await sqlBookings(handle.database, aesGcmCodeSealer(DEV_LINK_KEY)).create({
        ...group,
        client: { ...group.client, firstName: 'Ana', email, identificationNumber: `driver-${email}` },
      });
      expect(created.isOk()).toBe(true);
    };
    const sweep = () =>
      remindMaintenance(
        {
          maintenanceReminders: sqlMaintenanceReminders(handle.database),
          maintenancePlans: sqlMaintenancePlans(handle.database),
          vehicleVisits: sqlVehicleVisits(handle.database),
          clock,
        },
        { pageSize: 1 },
      )();
    const owedRows = () =>
      readBack(handle.database).query<{ plate: string; service_id: number; milestone: string; outbox: number }>(
        `SELECT r.plate, r.service_id, r.milestone, count(o.id)::integer AS outbox
         FROM maintenance_reminders r LEFT JOIN notification_outbox o ON o.maintenance_reminder_id = r.id
         GROUP BY r.id ORDER BY r.id`,
      );

    it('owes nothing for vehicles without a booking to tell a driver by', async () => {
      expect((await sweep())._unsafeUnwrap()).toEqual({ vehicles: 0, owed: 0 });
    });

    it('owes the Yaris its overdue 40.000 km service once, however many sweeps run at once, and mails its driver the link that books it', async () => {
      // An oil change (no step of the plan) booked ahead, at 42.500 km.
      await book(
        DEMO_SERVICE.oilChange,
        '2026-12-20T12:00:00Z',
        { ...yaris, lastMileage: 42_500 },
        'ana@driver.example',
      );
      const [first, second] = await Promise.all([sweep(), sweep()]);
      expect(first._unsafeUnwrap().owed + second._unsafeUnwrap().owed).toBe(1);
      expect((await sweep())._unsafeUnwrap().owed).toBe(0);
      expect(await owedRows()).toEqual([
        { plate: 'BCDF12', service_id: DEMO_SERVICE.service20000, milestone: '40000 km', outbox: 1 },
      ]);

      const sender = recordingMailSender();
      const dispatch = () =>
        dispatchNotifications(
          {
            notificationOutbox: sqlNotificationOutbox(handle.database),
            mailSender: sender,
            clock,
            mailRenderer: reactMailRenderer,
            codeSealer: aesGcmCodeSealer(DEV_LINK_KEY),
            giftCardCodeSealer: aesGcmGiftCardCodeSealer(DEV_LINK_KEY),
          },
          {
            calendarOwner: { email: 'reservas@reserva.example' },
            storefrontOrigin: () => 'https://reservas.example',
            ...dispatchMailWords,
          },
        )();
      await Promise.all([dispatch(), dispatch()]);
      const reminders = sender.sent.filter((mail) => mail.subject.includes('mantención'));
      expect(reminders).toHaveLength(1);
      const [mail] = reminders;
      expect(mail?.to).toEqual({ name: 'Ana Pérez', email: 'ana@driver.example' });
      expect(mail?.subject).toBe('Tu Toyota Yaris 2019 (BCDF12) tiene pendiente su mantención');
      expect(mail?.text).toContain('https://reservas.example/cl/sucursal/3?services_id=32&plate=BCDF12');
      expect(mail?.text).toContain('40.000 km');
      // Overdue: the milestone is behind it, so no day is estimated for it.
      expect(mail?.text).not.toContain('Según tu uso');
    });

    it('owes the Hilux nothing once its major service is booked ahead', async () => {
      await book(
        DEMO_SERVICE.service20000,
        '2026-12-21T12:00:00Z',
        { ...hilux, lastMileage: 119_000 },
        'flota@quilicura.example',
      );
      await sweep();
      expect((await owedRows()).map((row) => row.plate)).toEqual(['BCDF12']);
    });

    it('owes nothing at a company that turned its reminders off', async () => {
      await handle.database.query(`UPDATE maintenance_reminders SET milestone = 'earlier' WHERE plate = 'BCDF12'`);
      await handle.database.query('UPDATE companies SET maintenance_reminders = false WHERE id = $1', [
        DEMO_COMPANY.workshop,
      ]);
      expect((await sweep())._unsafeUnwrap()).toEqual({ vehicles: 0, owed: 0 });
      await handle.database.query('UPDATE companies SET maintenance_reminders = true WHERE id = $1', [
        DEMO_COMPANY.workshop,
      ]);
      // Turned on again, the milestone not claimed yet is owed.
      expect((await sweep())._unsafeUnwrap().owed).toBe(1);
    });
  });
});
