// The `@reduxjs/toolkit` the apps federate (see README.md): what the platform store uses, plus
// every name RTK Query's own build imports from '@reduxjs/toolkit'.
export {
  combineReducers,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
  SHOULD_AUTOBATCH,
} from '@freight/vendor/redux-toolkit';
