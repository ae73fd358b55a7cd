import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export class ReplaceCardDto {
  @ApiProperty({ description: 'The setup intent of `POST /api/billing/card/setup`, confirmed in the card form' })
  @Matches(/^[A-Za-z0-9_]+$/, { message: 'Card setup is missing' })
  @MaxLength(255, { message: 'Card setup is missing' })
  @IsNotEmpty({ message: 'Card setup is missing' })
  @IsString({ message: 'Card setup is missing' })
  intentId: string;
}
