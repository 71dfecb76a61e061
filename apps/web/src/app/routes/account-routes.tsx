import { AuthPage } from '../../features/account';
import { loadServerCart } from '../../features/cart';

export { ForgotPasswordPage, ProfilePage, ResetPasswordPage, VerifyCodePage } from '../../features/account';

/** `/auth`; SPEC.md section 4: a sign-in also loads the server cart. */
export function AuthRoute() {
  return <AuthPage afterSignIn={loadServerCart} />;
}
