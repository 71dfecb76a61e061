import { Body, Controller, Get, HttpCode, Ip, Post, Query, UseInterceptors } from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnswersErrorIn } from '../../../platform/http/error-field.js';
import { ApiExamples } from '../../../platform/http/openapi-examples.js';
import { DocumentRateLimits, windowLimit } from '../../../platform/rate-limit/rate-limit-docs.js';
import { NewsletterSubscriptions, SUBSCRIPTIONS_PER_ADDRESS, UNSUBSCRIBES_PER_ADDRESS } from '../../application/newsletter-subscriptions.service.js';
import { NewsletterResponse, OneClickUnsubscribeQuery, SaveSubscriptionRequest, SubscriptionPreviewResponse, UnsubscribeLinkQuery, UnsubscribeRequest, UnsubscribeResponse } from './newsletter.dto.js';
import { NEWSLETTER_EXAMPLES } from './newsletter.examples.js';

const UNSUBSCRIBE_LIMIT = windowLimit('unsubscribe calls (both methods together)', 'client address', UNSUBSCRIBES_PER_ADDRESS);

@ApiTags('newsletter')
@ApiExamples(NEWSLETTER_EXAMPLES)
@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterSubscriptions) {}

  @Post('save-subscription.php')
  @HttpCode(200)
  @AnswersErrorIn('message')
  // What a browser's FormData sends (DESIGN.md): multipart fields, no files.
  @UseInterceptors(NoFilesInterceptor({ limits: { fields: 10, fieldSize: 10_000, parts: 10 } }))
  @ApiConsumes('multipart/form-data', 'application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: SaveSubscriptionRequest })
  @ApiOperation({
    operationId: 'saveSubscription',
    summary: 'Subscribes an address to the newsletter (footer form).',
    description:
      'The address is compared without regard to case or surrounding spaces (`duplicate_email`); `privacy_accepted` may be left out (the form checks the box), but not false. ' +
      '**Side effects:** the subscription is recorded with its language and the time of consent, and gets its own unsubscribe link for the newsletters.',
  })
  @DocumentRateLimits(windowLimit('subscriptions', 'client address', SUBSCRIPTIONS_PER_ADDRESS))
  @ApiOkResponse({ type: NewsletterResponse, description: '`message` is `subscription_saved`.' })
  async save(@Body() body: SaveSubscriptionRequest, @Ip() ip: string): Promise<NewsletterResponse> {
    await this.newsletter.subscribe({ email: body.email, lang: body.lang, privacyAccepted: body.privacy_accepted }, ip);
    return { success: true, message: 'subscription_saved' };
  }

  @Get('v1/newsletter/unsubscribe')
  @ApiOperation({
    operationId: 'getNewsletterSubscription',
    summary: 'The (masked) address an unsubscribe link stands for; changes nothing.',
    description: 'The page `/newsletter/unsubscribe?token=` asks it before the visitor confirms.',
  })
  @DocumentRateLimits(UNSUBSCRIBE_LIMIT)
  @ApiOkResponse({ type: SubscriptionPreviewResponse, description: 'The address, masked (`c***@bistro.ch`).' })
  async preview(@Query() query: UnsubscribeLinkQuery, @Ip() ip: string): Promise<SubscriptionPreviewResponse> {
    return { success: true, ...(await this.newsletter.preview(query.token, ip)) };
  }

  @Post('v1/newsletter/unsubscribe')
  @HttpCode(200)
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: UnsubscribeRequest })
  @ApiOperation({
    operationId: 'unsubscribeNewsletter',
    summary: 'Ends a newsletter subscription and deletes it. Also serves the one-click List-Unsubscribe-Post of mail clients (token in the query).',
    description: 'The token comes in the body or, for mail clients, in the query. **Side effects:** the subscription is deleted; nothing of it is kept.',
  })
  @DocumentRateLimits(UNSUBSCRIBE_LIMIT)
  @ApiOkResponse({ type: UnsubscribeResponse, description: '`message` is `unsubscribed`.' })
  async unsubscribe(@Body() body: UnsubscribeRequest, @Query() query: OneClickUnsubscribeQuery, @Ip() ip: string): Promise<UnsubscribeResponse> {
    await this.newsletter.unsubscribe(body?.token ?? query.token, ip);
    return { success: true, message: 'unsubscribed' };
  }
}
