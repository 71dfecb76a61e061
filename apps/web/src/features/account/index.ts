export { AuthPage } from './components/auth-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ProfilePage } from './components/profile-page';
export { PromoModal } from './components/promo-modal';
export { ResetPasswordPage } from './components/reset-password-page';
export { VerifyCodePage } from './components/verify-code-page';
export { useSignOut } from './api/use-sign-out';
export { useStartupUserCheck } from './api/use-startup-user-check';
export type { AfterSignIn } from './api/use-sign-in';
