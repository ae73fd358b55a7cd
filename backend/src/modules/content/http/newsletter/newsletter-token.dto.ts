import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

const LINK_MESSAGE = 'This link is not valid. Please use the link from your email.';

/** The token of a newsletter link (confirm or unsubscribe); its signature is checked by the use case. */
export class NewsletterTokenDto {
  @ApiProperty({ description: 'The token from the link in the email' })
  @Length(1, 300, { message: LINK_MESSAGE })
  @IsString({ message: LINK_MESSAGE })
  token: string;
}
