import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// vitest's setup for the storefront's component tests (happy-dom): jest-dom's matchers
// (toBeDisabled, toHaveAccessibleName, …) and an empty document after each test.
afterEach(() => {
  cleanup();
});

// A test waits for what the client would see (findBy…, waitFor) rather than for time to pass. The
// waits are long, and so is a test, because a test goes through the whole booking wizard and the
// suite shares its two cores with the rest of `npm test`: only a wait that never ends is a failure.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });
