import type { BookingApi } from '../../application/ports/booking-api';
import { call, contractClient, type ApiClientOptions, type ResponseBody } from './api-transport';
import { camelized } from './wire-case';

// The HTTP client adapter (booking-wizard §7, storefront §7): the BookingApi port over the
// contract with openapi-fetch. Each method is one operation; requests are snake_cased and answers
// camelCased here (wire-case.ts), so the compiler checks every converted body against the port.

export function bookingApiClient(options: ApiClientOptions): BookingApi {
  const client = contractClient(options);
  return {
    listLocations: (companyId) =>
      call<ResponseBody<'listLocations', 200>>(options, (signal) => client.GET('/locations', { params: { query: { company_id: companyId } }, signal })).map(
        ({ data }) => camelized(data),
      ),
    getLocation: (locationId) =>
      call<ResponseBody<'getLocation', 200>>(options, (signal) => client.GET('/locations/{id}', { params: { path: { id: locationId } }, signal })).map(
        ({ data }) => camelized(data),
      ),
  };
}
