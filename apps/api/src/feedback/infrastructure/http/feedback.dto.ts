import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { LanguageField } from '../../../platform/http/field-rules.js';

/** The multipart form of `send_feedback.php` (SPEC.md section 7). Every text field is required. */
export class SendFeedbackForm {
  @ApiProperty({ example: 'Marie Rochat' }) @IsOptional() @IsString() name?: string;
  @ApiProperty({ example: 'marie@bistro.ch' }) @IsOptional() @IsString() email?: string;
  @ApiProperty({ example: '+41 21 555 01 23' }) @IsOptional() @IsString() phone?: string;
  @ApiProperty({ example: 'Bistro du Lac' }) @IsOptional() @IsString() company?: string;
  @ApiProperty({ example: 'Un produit manque' }) @IsOptional() @IsString() subject?: string;
  @ApiProperty({ example: 'Pourriez-vous ajouter la crème entière 35 % ?' }) @IsOptional() @IsString() message?: string;
  @ApiPropertyOptional({ enum: ['fr', 'de', 'it'], description: 'Language of the answer and of the mail (fr when missing).' })
  @LanguageField()
  lang?: string;
  @ApiPropertyOptional({
    name: 'files[]',
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'At most 10 files of at most 10 MB: jpeg, png, webp, gif, pdf, doc, docx, xls, xlsx, ppt, pptx (checked by content).',
  })
  'files[]'?: unknown;
}

export class FeedbackResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 'feedback_sent', description: 'feedback_sent, or the error code' }) message: string;
}
