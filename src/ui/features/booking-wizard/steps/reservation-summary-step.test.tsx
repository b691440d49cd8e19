import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_OVERVIEW } from '#application/client-side/shared/fake-booking-api.test-support';
import { openWizard, reachSummary } from '../booking-wizard-flows.test-support';
import { PAYING_ONLINE, SERVICES, storefrontApi } from '../../../testing/storefront-api.test-support';

// The summary's reserve buttons (booking-wizard §2 Footer buttons, §5): which show, as the domain's
// reserveButtons decides from the company's online payment and the services' payment terms.

describe("the summary's reserve buttons (booking-wizard §5, the domain's reserveButtons)", () => {
  const payingOnline = () => storefrontApi({ company: { ...COMPANY_OVERVIEW, ...PAYING_ONLINE } });

  it('offers only Reserve when the company takes no payment online (§5 "Online payment is active only if…")', async () => {
    const { user } = await openWizard([SERVICES.beardTrim]);
    await reachSummary(user);
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Pay and reserve' })).not.toBeInTheDocument();
  });

  it('offers Pay and reserve beside Reserve when a service can be paid online, with what paying online saves (§5, §9 Discount saving)', async () => {
    const { user } = await openWizard([SERVICES.beardTrim], { api: payingOnline() });
    await reachSummary(user);
    expect(screen.getByRole('button', { name: 'Pay and reserve' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled();
    expect(screen.getByText('You save $3.000 paying online')).toBeInTheDocument();
  });

  it('offers no Pay and reserve for a service that cannot be paid online (§5 "Pay-and-reserve shown only when online payment is possible")', async () => {
    const { user } = await openWizard([SERVICES.cut], { api: payingOnline() });
    await reachSummary(user);
    expect(screen.queryByRole('button', { name: 'Pay and reserve' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeEnabled();
  });

  it('hides Reserve when a service must be paid online (§5 "plain reserve hidden when any service must be paid online")', async () => {
    const { user } = await openWizard([SERVICES.colouring], { api: payingOnline() });
    await reachSummary(user);
    expect(screen.getByRole('button', { name: 'Pay and reserve' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Reserve' })).not.toBeInTheDocument();
  });

  it('says so when a service must be paid online and the company takes no payment online (§5)', async () => {
    const { user } = await openWizard([SERVICES.colouring]);
    await reachSummary(user);
    expect(screen.queryByRole('button', { name: 'Pay and reserve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve' })).not.toBeInTheDocument();
    expect(screen.getByText('Some services must be paid online to be booked.')).toBeInTheDocument();
  });
});
