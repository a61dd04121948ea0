// The `@reduxjs/toolkit/query/react` the apps federate (see README.md).
export { createApi, fetchBaseQuery, QueryStatus, skipToken } from '@freight/vendor/rtk-query-react';
