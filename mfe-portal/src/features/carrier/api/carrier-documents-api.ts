import type { CarrierDocument, CarrierDocumentType, PolicyExpiryDates } from '@freight/domain';
import { baseApi } from '@freight/platform';

const DOCUMENTS = { type: 'Carrier', id: 'OWN-DOCUMENTS' } as const;

/** The signed-in carrier's own documents: list, upload (the raw file, as the proof of delivery), download. */
export const carrierDocumentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnDocuments: build.query<CarrierDocument[], void>({
      query: () => 'api/carrier/documents',
      providesTags: [DOCUMENTS],
    }),
    // A certificate of insurance goes with its two policies' expiry dates (liabilityExpiresOn, cargoExpiresOn).
    uploadDocument: build.mutation<{ message: string; documents: CarrierDocument[] }, { type: CarrierDocumentType; file: File } & PolicyExpiryDates>({
      query: ({ type, liabilityExpiresOn, cargoExpiresOn, file }) => ({
        url: 'api/carrier/documents',
        method: 'POST',
        params: { type, ...(liabilityExpiresOn ? { liabilityExpiresOn } : {}), ...(cargoExpiresOn ? { cargoExpiresOn } : {}) },
        body: file,
        headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
      }),
      invalidatesTags: [DOCUMENTS],
    }),
  }),
});

/** Where a document downloads from; the session cookie goes with it. */
export const ownDocumentUrl = (id: string) => `/api/carrier/documents/${id}`;

export const { useGetOwnDocumentsQuery, useUploadDocumentMutation } = carrierDocumentsApi;
