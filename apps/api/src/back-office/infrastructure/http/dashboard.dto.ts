import { ApiProperty } from '@nestjs/swagger';

export class DashboardCountsDto {
  @ApiProperty() products: number;
  @ApiProperty() categories: number;
  @ApiProperty() subcategories: number;
  @ApiProperty() wholesalers: number;
  @ApiProperty() users: number;
  @ApiProperty() promo_codes: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Orders placed today; null until the orders context answers.' })
  orders_today: number | null;
}

export class DashboardResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ type: DashboardCountsDto }) counts: DashboardCountsDto;
}
