import type { CarrierDocument, CarrierDocumentType } from '@freight/domain';
import { baseApi } from '@freight/platform';

const DOCUMENTS = { type: 'Carrier', id: 'OWN-DOCUMENTS' } as const;

/** The signed-in carrier's own documents: list, upload (the raw file, as the proof of delivery), download. */
export const carrierDocumentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnDocuments: build.query<CarrierDocument[], void>({
      query: () => 'api/carrier/documents',
      providesTags: [DOCUMENTS],
    }),
    uploadDocument: build.mutation<{ message: string; documents: CarrierDocument[] }, { type: CarrierDocumentType; expiresOn?: string; file: File }>({
      query: ({ type, expiresOn, file }) => ({
        url: 'api/carrier/documents',
        method: 'POST',
        params: { type, ...(expiresOn ? { expiresOn } : {}) },
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
