import { SESSION_HINT_COOKIE, type AppInfo, type LoginRequest, type LoginResponse, type RegisterRequest, type User } from '@freight/domain';
import { baseApi, type baseQuery as BaseQuery, type RequestError } from '../base-api';
import { earlySessionAnswer, takeEarlySession } from './early-session';

/** Whether the browser may have a session: the API keeps SESSION_HINT_COOKIE while one is signed in. */
export function maybeSignedIn(cookies: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(/;\s*/).includes(`${SESSION_HINT_COOKIE}=1`);
}

type SessionAnswer = { data: User | null } | { error: RequestError };

/**
 * GET /api/user as the signed-in user, or null when the session is anonymous (401); other failures stay
 * errors. The first check of a page takes the answer the page asked for while the app loaded.
 */
async function askForUser(baseQuery: (url: string) => ReturnType<typeof BaseQuery>, { trustHint }: { trustHint: boolean }): Promise<SessionAnswer> {
  const early = await takeEarlySession();
  if (early?.status === 200) return { data: early.body as User };
  if (early?.status === 401) return { data: null };
  if (trustHint && !maybeSignedIn()) return { data: null };
  const result = await baseQuery('api/user');
  if (!result.error) return { data: result.data as User };
  if (result.error.status === 401) return { data: null };
  return { error: result.error as RequestError };
}

const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user. A browser that has not signed in is not asked: the answer could only be 401. */
    getCurrentUser: build.query<User | null, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => askForUser(baseQuery, { trustHint: true }),
      providesTags: ['User'],
    }),
    /**
     * The signed-in user, asked of the server whatever the sign-in hint says, for a page whose purpose is
     * to check the session. Its answer becomes the current user for every other reader too.
     */
    checkSession: build.query<User | null, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => askForUser(baseQuery, { trustHint: false }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) setCachedUser(dispatch, answer.data);
      },
      providesTags: ['User'],
    }),
    getAppInfo: build.query<AppInfo, void>({
      query: () => 'api/app-info',
      providesTags: ['AppInfo'],
    }),
  }),
});

/** Session endpoints shared by every app. */
export const authApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: 'api/login', method: 'POST', body });
        if (result.error) return { error: result.error as RequestError };
        const data = result.data as LoginResponse;
        if (!data?.success) {
          return { error: { status: 'CUSTOM_ERROR', error: data?.message ?? 'Login failed', data } as RequestError };
        }
        return { data };
      },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) setCachedUser(dispatch, data.user);
      },
    }),
    register: build.mutation<unknown, RegisterRequest>({
      query: (body) => ({ url: 'api/register', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'api/logout', method: 'POST' }),
    }),
  }),
});

type Dispatch = (action: ReturnType<typeof sessionApi.util.upsertQueryEntries>) => unknown;

/** Puts a known user (or null after logout) in the cache without asking the server again. */
export function setCachedUser(dispatch: Dispatch, user: User | null) {
  dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'getCurrentUser', arg: undefined, value: user }]));
}

/**
 * Puts the page's early session check into the cache if it is already in, so the first render of a page
 * that is not hydrated shows the signed-in page at once. (A hydrated page must first render as the
 * server did, before any session, so it waits for the check like any other query.)
 */
export function adoptEarlySession(dispatch: Dispatch) {
  const answer = earlySessionAnswer();
  if (answer?.status === 200) setCachedUser(dispatch, answer.body as User);
}

export const {
  useGetCurrentUserQuery,
  useCheckSessionQuery,
  useGetAppInfoQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
} = authApi;
