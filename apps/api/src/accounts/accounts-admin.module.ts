import { Module } from '@nestjs/common';
import { PromoModule } from '../promo/index.js';
import { AccountsModule } from './accounts.module.js';
import { CountUsers } from './application/admin/count-users/count-users.query.js';
import { EnsureAdmin } from './application/admin/ensure-admin/ensure-admin.command.js';
import { ManageUsers } from './application/admin/manage-users.service.js';
import { UserAdminStore } from './application/admin/user-admin-store.port.js';
import { AdminBootstrap } from './infrastructure/admin/admin-bootstrap.js';
import { AdminUsersController } from './infrastructure/http/admin/admin-users.controller.js';
import { SqlUserAdminStore } from './infrastructure/persistence/sql.user-admin-store.js';

/**
 * The staff's side of accounts (`/api/v1/admin/users`, behind the admin guard), the admin
 * account of `ADMIN_EMAIL` ensured at start-up, and the number of accounts for the dashboard.
 * The admin sign-in itself is part of the accounts module (`/api/admin/*.php`).
 */
@Module({
  imports: [AccountsModule, PromoModule],
  controllers: [AdminUsersController],
  providers: [ManageUsers, EnsureAdmin, AdminBootstrap, CountUsers, { provide: UserAdminStore, useClass: SqlUserAdminStore }],
  exports: [CountUsers],
})
export class AccountsAdminModule {}
