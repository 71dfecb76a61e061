/** The accounts context's face: what the rest of the API may use. */
export { AccountsModule } from './accounts.module.js';
export { AccountsAdminModule } from './accounts-admin.module.js';
export { CountUsers } from './application/admin/count-users/count-users.query.js';
export { AccountDirectory, type Customer } from './application/account-directory.port.js';
