import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { FileStore } from '../../../platform/files/file-store.port.js';
import { squareWebp } from '../../../platform/images/image-processor.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { assertPhone, personalData } from '../../domain/personal-data.js';
import type { User } from '../../domain/user.js';
import { UserRepository } from '../user-repository.port.js';

export const AVATAR_SIZE = 256;

export interface ProfileChanges {
  readonly firstName?: unknown;
  readonly lastName?: unknown;
  readonly phone?: unknown;
  readonly email?: unknown;
  readonly restaurantName?: unknown;
  readonly restaurantAddress?: unknown;
}

/**
 * `update-profile.php`: personal data and an optional avatar. The e-mail address changes only
 * through the two-code flow, so a different address here is refused.
 */
@Injectable()
export class UpdateProfile {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly files: FileStore,
  ) {}

  async execute(user: User, changes: ProfileChanges, avatar: Buffer | null): Promise<User> {
    const data = personalData(changes);
    assertPhone(data);
    if (typeof changes.email === 'string' && changes.email.trim() && changes.email.trim().toLowerCase() !== user.email) {
      throw new DomainError('old_email_not_confirmed');
    }
    // The image is checked and written before the change, and only then made the user's.
    const avatarKey = avatar ? `avatars/${user.id}-${randomBytes(6).toString('hex')}.webp` : null;
    if (avatar && avatarKey) await this.files.put(avatarKey, await squareWebp(avatar, AVATAR_SIZE), 'image/webp');
    try {
      await this.uow.run(() => this.users.updateProfile(user.id, { ...data, ...(avatarKey ? { avatarKey } : {}) }));
    } catch (error) {
      if (avatarKey) await this.files.delete(avatarKey).catch(() => undefined);
      throw error;
    }
    const previous = user.props.avatarKey;
    if (avatarKey && previous) await this.files.delete(previous).catch(() => undefined);
    return (await this.users.findById(user.id))!;
  }
}
