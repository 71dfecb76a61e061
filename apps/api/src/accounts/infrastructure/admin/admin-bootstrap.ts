import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EnsureAdmin } from '../../application/admin/ensure-admin/ensure-admin.command.js';

/** Ensures the admin of `ADMIN_EMAIL` / `ADMIN_PASSWORD` when the application starts. */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ensureAdmin: EnsureAdmin,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.admin) return;
    const outcome = await this.ensureAdmin.execute(this.config.admin.email, this.config.admin.password);
    this.logger.log(`Admin account ${outcome === 'created' ? 'created' : 'ensured'} for ADMIN_EMAIL`);
  }
}
