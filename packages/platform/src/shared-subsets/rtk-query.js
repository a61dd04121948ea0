// The `@reduxjs/toolkit/query` the apps federate (see README.md): what RTK Query's React build
// imports from it, plus the core API.
export {
  buildCreateApi,
  copyWithStructuralSharing,
  coreModule,
  createApi,
  fetchBaseQuery,
  QueryStatus,
  setupListeners,
  skipToken,
} from '@freight/vendor/rtk-query';
