import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { answering, IsOfType, LanguageField } from '../../../platform/http/field-rules.js';

/** `save-subscription.php` (SPEC.md section 7): a form or JSON `{email}`, plus the language and the consent. */
export class SaveSubscriptionRequest {
  @ApiProperty({ type: String, example: 'chef@bistro.ch' }) @IsOptional() @IsString(answering('invalid_email')) email?: string;
  @ApiPropertyOptional({ type: String, enum: ['fr', 'de', 'it'], description: 'Language of the newsletter (fr when missing).' }) @LanguageField() lang?: string;
  @ApiPropertyOptional({
    type: Boolean,
    description: 'The privacy policy was accepted. Missing counts as accepted (the form only sends after the box is ticked); false is refused.',
  })
  @IsOptional()
  @IsOfType(['boolean', 'number', 'string'])
  privacy_accepted?: boolean | number | string;
}

export class NewsletterResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 'subscription_saved', description: 'subscription_saved, or invalid_email, duplicate_email, accept_privacy_required, too_many_requests, server_error' })
  message: string;
}

export class UnsubscribeRequest {
  @ApiPropertyOptional({ type: String, description: 'The token of the unsubscribe link (may also be given in the query).' }) @IsOptional() @IsString(answering('subscription_not_found')) token?: string;
}

/** `?token=` of an unsubscribe link (an unknown or missing one is `subscription_not_found`). */
/** An unsubscribe token as the links in the mails carry it (an example for the contract). */
const UNSUBSCRIBE_TOKEN_EXAMPLE = 'Xq3vT8kP2mN7rB5wY1zC4dF9gH6jL0sA2eU8iO3pK5x';

export class UnsubscribeLinkQuery {
  @ApiProperty({ type: String, example: UNSUBSCRIBE_TOKEN_EXAMPLE }) @IsOptional() @IsString(answering('subscription_not_found')) token?: string;
}

/** The one-click unsubscribe of mail clients names the token in the query. */
export class OneClickUnsubscribeQuery {
  @ApiPropertyOptional({ type: String, example: UNSUBSCRIBE_TOKEN_EXAMPLE }) @IsOptional() @IsString(answering('subscription_not_found')) token?: string;
}

export class SubscriptionPreviewResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 'c***@bistro.ch', description: 'The subscribed address, masked.' }) email: string;
}

export class UnsubscribeResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 'unsubscribed' }) message: string;
}
