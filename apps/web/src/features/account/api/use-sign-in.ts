import { useLogin, type ApiError, type UserDto } from '@mercato/api-client';
import { succeeded } from './failure-code';
import { writeStoredUser, type StoredUser } from '../../../shared/lib/stored-user';

/**
 * What else happens once a user is signed in. SPEC.md section 4: "Login success: store user,
 * load server cart". Loading the server cart belongs to the cart feature: the app passes it
 * here (see the /auth route in app/routes.tsx); a failure there is only logged.
 */
export type AfterSignIn = (user: StoredUser) => Promise<void> | void;

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/login.php; on success the user is stored (the header follows at once). */
export function useSignIn(afterSignIn?: AfterSignIn) {
  const login = useLogin<ApiError>();

  const signIn = async ({ email, password }: SignInInput): Promise<StoredUser> => {
    const answer = succeeded(await login.mutateAsync({ data: { email, password } }));
    if (!answer.user) throw new Error('login.php answered success without a user');
    const user: StoredUser = { ...(answer.user satisfies UserDto) };
    writeStoredUser(user);
    if (afterSignIn) {
      try {
        await afterSignIn(user);
      } catch (error) {
        console.error('[account] after sign-in step failed', error);
      }
    }
    return user;
  };

  return { signIn, isPending: login.isPending };
}
