import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';

/** `save-subscription.php` (SPEC.md section 7): a form or JSON `{email}`, plus the language and the consent. */
export class SaveSubscriptionRequest {
  @ApiProperty({ type: String, example: 'chef@bistro.ch' }) @IsOptional() email?: unknown;
  @ApiPropertyOptional({ type: String, enum: ['fr', 'de', 'it'], description: 'Language of the newsletter (fr when missing).' }) @IsOptional() lang?: unknown;
  @ApiPropertyOptional({
    type: Boolean,
    description: 'The privacy policy was accepted. Missing counts as accepted (the form only sends after the box is ticked); false is refused.',
  })
  @IsOptional()
  privacy_accepted?: unknown;
}

export class NewsletterResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 'subscription_saved', description: 'subscription_saved, or invalid_email, duplicate_email, accept_privacy_required, too_many_requests, server_error' })
  message: string;
}

export class UnsubscribeRequest {
  @ApiPropertyOptional({ type: String, description: 'The token of the unsubscribe link (may also be given in the query).' }) @IsOptional() token?: unknown;
}

export class SubscriptionPreviewResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 'c***@bistro.ch', description: 'The subscribed address, masked.' }) email: string;
}

export class UnsubscribeResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 'unsubscribed' }) message: string;
}
