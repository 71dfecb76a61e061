import { Injectable } from '@nestjs/common';
import { UserAdminStore } from '../user-admin-store.port.js';

/** How many accounts there are (the dashboard's tile). */
@Injectable()
export class CountUsers {
  constructor(private readonly store: UserAdminStore) {}

  execute(): Promise<number> {
    return this.store.count();
  }
}
