import { baseApi } from '@freight/platform';
import type { BookingPrefill } from '@freight/domain';

/** What the booking form starts with, from the customer's accepted quote (404 for any other quote). */
export const bookingPrefillApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBookingPrefill: build.query<BookingPrefill, number>({
      query: (quoteId) => `api/customer-quotes/${quoteId}/booking`,
    }),
  }),
});

export const { useGetBookingPrefillQuery } = bookingPrefillApi;
