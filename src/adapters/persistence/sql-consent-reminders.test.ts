import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelledGiftCardCodeSealer } from '#application/gift-card/labelled-gift-card-code-sealer.test-support';
import { dispatchNotifications } from '#application/notification/dispatch-notifications';
import { listingMailRenderer } from '#application/notification/listing-mail-renderer.test-support';
import { recordingMailSender } from '#application/notification/recording-mail-sender.test-support';
import { scheduleBookingMails } from '#application/notification/schedule-booking-mails';
import type { Clock } from '#application/ports/shared/clock';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { cryptoTokenGenerator } from '../crypto-tokens';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { seededDatabase } from './demo/demo-databases.test-support';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { sqlBookings } from './sql-bookings';
import { sqlConsents } from './sql-consents';
import type { SqlDatabase } from './sql-database';
import { sqlNotificationOutbox } from './sql-outbox';
import { sqlScheduledMails } from './sql-scheduled-mails';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { dispatchMailWords } from '#i18n/dispatch-mail-words';

// The consent's reminder (issue 32; docs/adr/0118) is the booking's reminder (docs/adr/0067): owed
// once per hour the booking holds by the scheduled_mails row its decision writes, sent once under
// the outbox's lease, and asking to sign what is still unsigned when it is sent. Two schedulers and
// two dispatchers at once (on two connections on PostgreSQL), on PGlite and PostgreSQL.

const engines = await testEngines();
const sealer = aesGcmCodeSealer(DEV_LINK_KEY);
const at = (iso: string) => Date.parse(iso) as Instant;
const clockAt = (now: Instant): Clock => ({ now: () => now });
const ORIGIN = 'https://reservas.example';

describe.each(engines)('the consent reminder on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let another: SqlDatabase;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      another = engine.name === 'PostgreSQL' ? await handle.openAnother() : handle.database;
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    /** A Blanqueamiento with Dra. Paula at Ñuñoa for `email`, at `start`; booked now, weeks before. */
    async function whitening(start: Instant, email: string) {
      const group = aGroup(
        [
          aBooking({
            serviceId: DEMO_SERVICE.whitening as ServiceId,
            providerId: DEMO_PROVIDER.paula as ProviderId,
            start,
            end: addMinutes(start, 90),
            price: 150000,
          }),
        ],
        { locationId: DEMO_LOCATION.nunoa, companyId: DEMO_COMPANY.clinic },
      );
      const created = await sqlBookings(handle.database, sealer).create({
        ...group,
        client: { ...group.client, email },
      });
      const bookingId = created._unsafeUnwrap().bookingId;
      const [link] = await sqlConsents(handle.database, sealer, cryptoTokenGenerator).linksOf([bookingId]);
      return { bookingId, code: link?.code ?? '' };
    }

    const scheduler = (database: SqlDatabase, now: Instant) =>
      scheduleBookingMails({
        scheduledMails: sqlScheduledMails(database),
        clock: clockAt(now),
        tokens: cryptoTokenGenerator,
        codeSealer: sealer,
      });

    function dispatcher(database: SqlDatabase, now: Instant) {
      const mailSender = recordingMailSender();
      const dispatch = dispatchNotifications(
        {
          notificationOutbox: sqlNotificationOutbox(database),
          mailSender,
          mailRenderer: listingMailRenderer,
          clock: clockAt(now),
          codeSealer: sealer,
          giftCardCodeSealer: labelledGiftCardCodeSealer('link-key'),
          consents: sqlConsents(database, sealer, cryptoTokenGenerator),
        },
        {
          calendarOwner: { email: 'reservas@clinica.example' },
          storefrontOrigin: () => ORIGIN,
          ...dispatchMailWords,
          batchSize: 100,
        },
      );
      return { dispatch, mailSender };
    }

    it('reminds once, with the link to sign while unsigned, and without it once signed before it goes', async () => {
      const start = at('2027-06-07T14:00:00Z');
      const unsigned = await whitening(start, 'sin.firmar@correo.example');
      const signed = await whitening(addMinutes(start, 120), 'ya.firmo@correo.example');
      expect(
        (
          await sqlConsents(handle.database, sealer, cryptoTokenGenerator).sign(
            (await sqlConsents(handle.database, sealer, cryptoTokenGenerator).byCode(signed.code))?.id ?? 0,
            {
              signerName: 'Ana',
              signerIdNumber: '12.345.678-5',
              signatureSvg: null,
              typedSignature: 'Ana',
              signedAt: at('2027-06-01T12:00:00Z'),
              pdf: new Uint8Array([37]),
            },
          )
        ).isOk(),
      ).toBe(true);
      // Both reminders' windows (24 hours before) are open; neither booking has started.
      const now = at('2027-06-06T18:00:00Z');
      await Promise.all([scheduler(handle.database, now)(), scheduler(another, now)(), scheduler(another, now)()]);
      const here = dispatcher(handle.database, now);
      const there = dispatcher(another, now);
      await Promise.all([here.dispatch(), there.dispatch()]);
      const reminders = [...here.mailSender.sent, ...there.mailSender.sent].filter((mail) =>
        mail.subject.includes('recordatorio'),
      );
      const to = (email: string) => reminders.filter((mail) => mail.to.email === email);
      expect(to('sin.firmar@correo.example')).toHaveLength(1);
      expect(to('sin.firmar@correo.example')[0]?.text).toContain(
        `Firma tu consentimiento: Consentimiento informado para blanqueamiento: ${ORIGIN}/cl/sign_consents/${unsigned.code}`,
      );
      expect(to('ya.firmo@correo.example')).toHaveLength(1);
      expect(to('ya.firmo@correo.example')[0]?.text).not.toContain('sign_consents');
    });
  });
});
