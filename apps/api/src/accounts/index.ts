/** The accounts context's face: the module and what staff and other contexts may use. */
export { AccountsModule } from './accounts.module.js';
export { ManageUsers } from './application/admin/manage-users.js';
export type { UserAdminView } from './application/admin/user-admin.store.js';
