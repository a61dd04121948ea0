import type { User } from '@freight/domain';

export const ADMIN_LOGIN_FLAG = 'adminLoginSuccess';
export const ADMIN_LOGIN_USER = 'adminUser';

export interface StoredAdminLogin {
  justSignedIn: boolean;
  user: Pick<User, 'firstName'> | null;
}

/** What /simple-login left for /admin-portal. Only a hint for a friendlier greeting: never proof of anything. */
export function readAdminLogin(): StoredAdminLogin {
  try {
    const justSignedIn = localStorage.getItem(ADMIN_LOGIN_FLAG) === 'true';
    const raw = localStorage.getItem(ADMIN_LOGIN_USER);
    const user = raw ? (JSON.parse(raw) as Pick<User, 'firstName'>) : null;
    return { justSignedIn, user: user && typeof user.firstName === 'string' ? user : null };
  } catch {
    return { justSignedIn: false, user: null };
  }
}

export function clearAdminLogin(): void {
  localStorage.removeItem(ADMIN_LOGIN_FLAG);
  localStorage.removeItem(ADMIN_LOGIN_USER);
}
