import { describe } from 'vitest';
import { inMemoryAccountStore } from '#application/account/in-memory-account-store.test-support';
import { accountLinksContract } from './account-links-contract.test-support';

// The in-memory store the sign-up and reset use cases are tested over keeps the promises the SQL
// adapters keep (ADR 0097; issue 34).
describe('the in-memory account store', () => {
  accountLinksContract(() => {
    const store = inMemoryAccountStore();
    const client = store.add({ email: 'ana.perez@correo.example' }, 'scrypt$ana');
    return Promise.resolve({ ...store, client: { id: client.id, email: client.email } });
  });
});
