import { Body, Controller, Get, HttpCode, Ip, Post, Query, UseInterceptors } from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AnswersErrorIn } from '../../../platform/http/error-field.js';
import { NewsletterSubscriptions } from '../../application/newsletter-subscriptions.service.js';
import {
  NewsletterResponse,
  OneClickUnsubscribeQuery,
  SaveSubscriptionRequest,
  SubscriptionPreviewResponse,
  UnsubscribeLinkQuery,
  UnsubscribeRequest,
  UnsubscribeResponse,
} from './newsletter.dto.js';

@ApiTags('newsletter')
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
  @ApiOperation({ operationId: 'saveSubscription', summary: 'Subscribes an address to the newsletter (footer form).' })
  @ApiOkResponse({ type: NewsletterResponse, description: 'message subscription_saved' })
  @ApiBadRequestResponse({ type: NewsletterResponse, description: 'invalid_email, accept_privacy_required' })
  @ApiConflictResponse({ type: NewsletterResponse, description: 'duplicate_email (case and surrounding spaces ignored)' })
  @ApiTooManyRequestsResponse({ type: NewsletterResponse, description: 'too_many_requests, with Retry-After' })
  async save(@Body() body: SaveSubscriptionRequest, @Ip() ip: string): Promise<NewsletterResponse> {
    await this.newsletter.subscribe({ email: body.email, lang: body.lang, privacyAccepted: body.privacy_accepted }, ip);
    return { success: true, message: 'subscription_saved' };
  }

  @Get('v1/newsletter/unsubscribe')
  @ApiOperation({ operationId: 'getNewsletterSubscription', summary: 'The (masked) address an unsubscribe link stands for; changes nothing.' })
  @ApiOkResponse({ type: SubscriptionPreviewResponse })
  @ApiNotFoundResponse({ description: 'subscription_not_found: unknown or already used link' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
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
  })
  @ApiOkResponse({ type: UnsubscribeResponse, description: 'message unsubscribed' })
  @ApiNotFoundResponse({ description: 'subscription_not_found: unknown or already used link' })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async unsubscribe(@Body() body: UnsubscribeRequest, @Query() query: OneClickUnsubscribeQuery, @Ip() ip: string): Promise<UnsubscribeResponse> {
    await this.newsletter.unsubscribe(body?.token ?? query.token, ip);
    return { success: true, message: 'unsubscribed' };
  }
}
