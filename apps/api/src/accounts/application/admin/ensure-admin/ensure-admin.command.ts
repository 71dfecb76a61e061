import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../../platform/database/unit-of-work.js';
import { normalizeEmail } from '../../../../shared/domain/email-address.js';
import { PasswordHasher } from '../../password-hasher.port.js';
import { UserRepository } from '../../user-repository.port.js';
import { UserAdminStore } from '../user-admin-store.port.js';

/**
 * `ADMIN_EMAIL` / `ADMIN_PASSWORD` at start-up: the account is created (verified, admin), or
 * the existing one gets the admin role, is activated and takes this password (when it differs,
 * its sessions end).
 */
@Injectable()
export class EnsureAdmin {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly store: UserAdminStore,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(rawEmail: string, password: string): Promise<'created' | 'updated'> {
    const email = normalizeEmail(rawEmail);
    return this.uow.run(async () => {
      const existing = await this.users.findByEmail(email);
      if (!existing) {
        await this.users.create({
          email,
          firstName: 'Admin',
          lastName: 'Mercato',
          phone: '+41 00 000 00 00',
          restaurantName: 'Mercato',
          restaurantAddress: '-',
          passwordHash: await this.hasher.hash(password),
          language: 'fr',
          promoCodeId: null,
          role: 'admin',
          verified: true,
        });
        return 'created';
      }
      const current = await this.store.find(existing.id);
      await this.store.update(existing.id, { ...current!, promoCode: current!.promoCode ?? '', role: 'admin', active: true, verified: true });
      // Only a different password is set: a restart must not end the admin's sessions.
      const hash = await this.users.passwordHashOf(existing.id);
      if (!hash || !(await this.hasher.verify(hash, password))) await this.users.changePassword(existing.id, await this.hasher.hash(password));
      return 'updated';
    });
  }
}
