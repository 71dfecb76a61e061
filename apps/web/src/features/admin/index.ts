export { AdminGuard } from './components/admin-guard';
export { AdminLoginPage } from './components/admin-login-page';
