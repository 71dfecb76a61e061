import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}

class ReadinessChecksDto {
  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'], description: 'Every migration of this build applied.' })
  migrations: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down', 'not_configured'] })
  redis: 'up' | 'down' | 'not_configured';
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ready', 'not_ready', 'stopping'] })
  status: 'ready' | 'not_ready' | 'stopping';

  @ApiProperty({ type: ReadinessChecksDto })
  checks: ReadinessChecksDto;
}
