import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnswersErrorIn } from '../../../platform/http/error-field.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { DocumentRateLimits, windowLimit } from '../../../platform/rate-limit/rate-limit-docs.js';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { PromoCodes } from '../../application/promo-codes.service.js';
import { CheckPromoRequest, CheckPromoResponse } from './promo.dto.js';
import { PROMO_EXAMPLES } from './promo.examples.js';

/** Codes must not be guessable by trying: a few checks per address and quarter of an hour. */
const CHECK_LIMIT = { limit: 30, windowMs: 15 * 60_000 };

@ApiTags('promo')
@ApiExamples(PROMO_EXAMPLES)
@Controller()
export class PromoController {
  constructor(
    private readonly promoCodes: PromoCodes,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('check_promo.php')
  @HttpCode(200)
  @AnswersErrorIn('error_code', { valid: false })
  @ApiOperation({
    operationId: 'checkPromo',
    summary: 'Whether an activation code can be used (SPEC.md section 7).',
    description:
      'A code that cannot be used still answers 200, with `valid: false` and why in `error_code` (`promo_required`, `invalid_promo_code`, `invalid_or_used_promo`, `invalid_data`). ' +
      'Registration asks it before sending a code along. Changes nothing (the code is taken only by `register.php` or `submit_promo_code.php`).',
  })
  @DocumentRateLimits(windowLimit('checks', 'client address', CHECK_LIMIT))
  @ApiOkResponse({ type: CheckPromoResponse, description: '`{valid: true}`, or `{valid: false, error_code}`.' })
  async check(@Body() body: CheckPromoRequest, @Ip() ip: string): Promise<CheckPromoResponse> {
    await this.limiter.consume(`promo-check:${ip}`, CHECK_LIMIT);
    try {
      return await this.promoCodes.check(body.promo_code);
    } catch (error) {
      if (error instanceof DomainError && error.code !== 'service_unavailable') return { valid: false, error_code: error.code };
      throw error;
    }
  }
}
