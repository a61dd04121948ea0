import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';

/** Every cache tag of the platform, declared once; features add endpoints with `baseApi.injectEndpoints`. */
export const TAG_TYPES = [
  'User',
  'CustomerQuote',
  'Quote',
  'Shipment',
  'CustomerShipment',
  'AdminUser',
  'Carrier',
  'CarrierRate',
  'EquipmentPricing',
  'WebsiteContent',
  'Accessorial',
  'PricingSettings',
  'QuoteSuggestions',
  'Stats',
  'Mail',
  'AppInfo',
  'Deployment',
  'CarrierLoad',
  'CarrierOffer',
  'Invoice',
  'Payable',
  'Company',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/**
 * A failed call as the pages see it: RTK Query's error plus the HTTP status text, which the error toasts
 * falls back to. (Not the API's `ApiError` class, which the server throws; its answer's body is
 * domain's `ApiErrorBody`, read by `errorBodyOf`.)
 */
export type RequestError = FetchBaseQueryError & { statusText?: string };

const fetchQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  // Plain-object bodies are sent as JSON with a JSON content type; error bodies may be text.
  responseHandler: 'content-type',
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, RequestError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await fetchQuery(args, api, extraOptions);
  if (result.error && result.meta?.response) {
    return { ...result, error: { ...result.error, statusText: result.meta.response.statusText } };
  }
  return result;
};

/** The one RTK Query api of the platform, mounted once in the shell's store (never stale, no retries). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});
