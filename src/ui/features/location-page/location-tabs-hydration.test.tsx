import { act, Profiler, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { locationId } from '#domain/shared/ids.test-support';
import { createI18n } from '../../i18n/i18n';
import { TranslationProvider } from '../../i18n/use-translation';
import { StorefrontServicesContext, storefrontServices } from '../../shared/storefront-services';
import { bothFirstPageWords } from '../../testing/first-page-words.test-support';
import { GIFT_CARD_PRODUCTS } from '../../testing/gift-cards.test-support';
import { testPorts } from '../../testing/render-storefront.test-support';
import { createGiftCardOffersModel } from './gift-card-offers-model';
import { createLocationPageModel } from './location-page-model';
import { LocationTabs } from './location-tabs';

// The tabs as the server renders them and the browser hydrates them (docs/adr/0153): hydrated in
// one commit. A state set while React commits the hydration (a layout effect's, a ref's) is
// rendered in the same task, after every passive effect still pending is run — on the location
// page, its start and a marketplace link's booking with it: one long task on a phone.

const LOCATION = locationId(5);

async function tabsOf(commits: { count: number }): Promise<ReactElement> {
  const services = storefrontServices(testPorts());
  const loaded = await services.useCases.loadStorefront(LOCATION, null);
  const storefront = loaded._unsafeUnwrap();
  const model = createLocationPageModel(services, { locationId: LOCATION, professionalId: null }, '', vi.fn(), {
    status: 'ready',
    value: storefront,
  });
  const offers = createGiftCardOffersModel(services, { status: 'ready', value: GIFT_CARD_PRODUCTS });
  return (
    <TranslationProvider translator={createI18n('en', null, bothFirstPageWords())}>
      <StorefrontServicesContext.Provider value={services}>
        <Profiler
          id="tabs"
          onRender={() => {
            commits.count += 1;
          }}
        >
          <LocationTabs model={model} offers={offers} storefront={storefront} onBuy={vi.fn()}>
            <button type="button">Add</button>
          </LocationTabs>
        </Profiler>
      </StorefrontServicesContext.Provider>
    </TranslationProvider>
  );
}

/** React's flag for a test environment that wraps its updates in act(). */
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

describe("the location page's tabs, rendered on the server", () => {
  const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('are hydrated in one commit, setting no state as they are', async () => {
    const commits = { count: 0 };
    const tabs = await tabsOf(commits);
    const root = document.createElement('div');
    root.innerHTML = renderToString(tabs);
    document.body.append(root);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(root, tabs);
      await Promise.resolve();
    });
    errors.mockRestore();
    expect(commits.count).toBe(1);
    // No hydration mismatch either.
    expect(errors).not.toHaveBeenCalled();
    // What was hydrated is the tabs, Book online chosen and its panel shown.
    const booking = root.querySelector('#location-tab-booking');
    expect(booking?.getAttribute('aria-selected')).toBe('true');
    expect(root.querySelector('#location-tabpanel-booking')?.hasAttribute('hidden')).toBe(false);
    expect([...root.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([
      'Book online',
      'Gift cards',
    ]);
  });
});
