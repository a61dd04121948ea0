import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi } from './base-api';

const rootReducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

/** The single store: only the shell (or a remote's standalone dev host, or a test) creates one. */
export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      // The dev-only invariant checks warn on slow (shared CI) machines long before state is actually large.
      getDefaultMiddleware({ serializableCheck: { warnAfter: 256 }, immutableCheck: { warnAfter: 256 } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
