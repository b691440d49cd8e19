// The client details a booker leaves blank, shared by the server-side submission fixtures
// (booking-submission.test-support.ts) and the storefront's fake API (client-side/fake-booking-api.test-support.ts).

/** A booking form's client fields beyond name, email and phone, all left blank. */
export const blankClientDetails = {
  secondPhone: null,
  identificationNumber: null,
  address: null,
  birthDay: null,
  birthMonth: null,
  birthYear: null,
  age: null,
  recordNumber: null,
  gender: 0 as const,
  city: null,
  district: null,
  notes: '',
};
