import { describe, expect, it } from 'vitest';
import { realPaymentGateways } from './real-payment-gateways';
import { clock, unreachable } from './recorded-exchanges.test-support';

// The server takes a real provider's gateway only where its credentials are set (docs/adr/0043).

const DLOCAL = {
  RESERVA_DLOCAL_LOGIN: 'login',
  RESERVA_DLOCAL_TRANS_KEY: 'trans',
  RESERVA_DLOCAL_SECRET_KEY: 'secret',
};
const EPAYCO = {
  RESERVA_EPAYCO_PUBLIC_KEY: 'pub',
  RESERVA_EPAYCO_PRIVATE_KEY: 'priv',
  RESERVA_EPAYCO_CUSTOMER_ID: '1',
  RESERVA_EPAYCO_P_KEY: 'pkey',
};
const PAGO_FACIL = { RESERVA_PAGOFACIL_TOKEN_SERVICE: 'service', RESERVA_PAGOFACIL_TOKEN_SECRET: 'secret' };

describe('the real payment gateways', () => {
  it('are none when no provider is configured, so the sandbox stands in for all', () => {
    expect(realPaymentGateways({}, unreachable, clock)._unsafeUnwrap()).toEqual({});
  });

  it('are the configured providers, each speaking for its own', () => {
    const gateways = realPaymentGateways({ ...DLOCAL, ...PAGO_FACIL }, unreachable, clock)._unsafeUnwrap();
    expect(Object.keys(gateways).sort()).toEqual(['dlocal', 'pago_facil']);
    expect(gateways.dlocal?.provider).toBe('dlocal');
    expect(gateways.pago_facil?.provider).toBe('pago_facil');
    expect(realPaymentGateways(EPAYCO, unreachable, clock)._unsafeUnwrap().epayco?.provider).toBe('epayco');
  });

  it('name every variable that is wrong, across providers', () => {
    expect(
      realPaymentGateways(
        { ...DLOCAL, RESERVA_DLOCAL_API_URL: 'ftp://x', RESERVA_EPAYCO_P_KEY: 'pkey' },
        unreachable,
        clock,
      )._unsafeUnwrapErr(),
    ).toEqual([
      'RESERVA_DLOCAL_API_URL must be an https URL without query or fragment, not "ftp://x"',
      'RESERVA_EPAYCO_PUBLIC_KEY, RESERVA_EPAYCO_PRIVATE_KEY, RESERVA_EPAYCO_CUSTOMER_ID must be set together with RESERVA_EPAYCO_P_KEY',
    ]);
  });
});
