import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { GiftCardCheckView } from '#application/ports/client/gift-card-checks';
import type { LocationId } from '#domain/storefront/company';
import type { WizardServices } from './wizard-use-cases';

// The summary's gift card (issue 31 "Spending"; docs/adr/0107): the code the client types, what the
// API says the card can pay here, and the code the booking is created with — only one checked as it
// stands, so a code edited after its check is checked again before it pays.

/** Where the code's check stands. */
export type GiftCardCheck =
  | { readonly _tag: 'Unchecked' }
  | { readonly _tag: 'Checking' }
  | { readonly _tag: 'Usable'; readonly code: string; readonly card: GiftCardCheckView }
  /** `code`: the API's refusal (GIFT_CARD.…, RATE.LIMITED), or null when it could not be asked. */
  | { readonly _tag: 'Refused'; readonly code: string | null };

export function createGiftCardModel(services: WizardServices, locationId: LocationId) {
  const code = signal('');
  const check = signal<GiftCardCheck>({ _tag: 'Unchecked' });
  const usableCode = computed(() => (check.value._tag === 'Usable' ? check.value.code : null));

  return {
    code: code as ReadonlySignal<string>,
    check: check as ReadonlySignal<GiftCardCheck>,
    /** The code a booking is created with: the one the API last said can pay here; null otherwise. */
    usableCode,
    type: (value: string): void => {
      code.value = value;
      if (check.peek()._tag !== 'Checking') check.value = { _tag: 'Unchecked' };
    },
    /** Asks the API what the card can pay here. */
    checkCode: (): void => {
      const typed = code.peek().trim();
      if (typed === '' || check.peek()._tag === 'Checking') return;
      check.value = { _tag: 'Checking' };
      void services.useCases.checkGiftCardCode(typed, locationId).match(
        (card) => {
          check.value = { _tag: 'Usable', code: typed, card };
        },
        (failure) => {
          check.value = { _tag: 'Refused', code: failure._tag === 'ApiRefusal' ? failure.code : null };
        },
      );
    },
    /** Drops the card: the booking is paid without it. */
    remove: (): void => {
      code.value = '';
      check.value = { _tag: 'Unchecked' };
    },
  };
}

export type GiftCardModel = ReturnType<typeof createGiftCardModel>;
