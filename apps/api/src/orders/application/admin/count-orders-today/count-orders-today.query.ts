import { Injectable } from '@nestjs/common';
import { OrderReader } from '../../order-reader.port.js';

/** Orders placed since the start of today, Swiss time (the dashboard's tile). */
@Injectable()
export class CountOrdersToday {
  constructor(private readonly reader: OrderReader) {}

  execute(): Promise<number> {
    return this.reader.countToday();
  }
}
