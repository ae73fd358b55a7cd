import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { trimmed } from '../../../platform/http/validation';
import { PASSKEY_NAME_MAX_LENGTH, type PasskeyView } from '../domain/passkey';
import type { PasskeyOptionsJson } from '../application/ports/web-authn';

/**
 * The browser's answers as `@simplewebauthn/browser` sends them (WebAuthn's JSON forms): binary fields in base64url,
 * each within what an authenticator makes. What the shapes cannot tell (a forged signature, a wrong challenge) is
 * the verification's refusal; anything malformed stops here with this one message.
 */
const ANSWER = { message: 'The passkey answer is not valid. Please try again.' };
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function Base64Url(maxLength: number): PropertyDecorator {
  return (target, key) => {
    IsString(ANSWER)(target, key);
    MaxLength(maxLength, ANSWER)(target, key);
    Matches(BASE64URL, ANSWER)(target, key);
  };
}

/** A credential id: at most 1023 bytes (WebAuthn), 1364 characters of base64url. */
const CREDENTIAL_ID_LENGTH = 1366;

class PasskeyCredentialDto {
  @ApiProperty() @Base64Url(CREDENTIAL_ID_LENGTH) id: string;
  @ApiProperty() @Base64Url(CREDENTIAL_ID_LENGTH) rawId: string;
  @ApiProperty({ enum: ['public-key'] }) @IsIn(['public-key'], ANSWER) type: 'public-key';

  @ApiPropertyOptional({ enum: ['platform', 'cross-platform'] })
  @IsOptional()
  @IsIn(['platform', 'cross-platform'], ANSWER)
  authenticatorAttachment?: 'platform' | 'cross-platform';

  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject(ANSWER)
  clientExtensionResults: Record<string, unknown>;
}

export class AttestationResponseDto {
  @ApiProperty() @Base64Url(8192) clientDataJSON: string;
  @ApiProperty() @Base64Url(32768) attestationObject: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray(ANSWER)
  @ArrayMaxSize(10, ANSWER)
  @IsString({ ...ANSWER, each: true })
  @MaxLength(32, { ...ANSWER, each: true })
  transports?: string[];

  @ApiPropertyOptional() @IsOptional() @Base64Url(8192) authenticatorData?: string;
  @ApiPropertyOptional() @IsOptional() @Base64Url(4096) publicKey?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt(ANSWER) publicKeyAlgorithm?: number;
}

export class AssertionResponseDto {
  @ApiProperty() @Base64Url(8192) clientDataJSON: string;
  @ApiProperty() @Base64Url(8192) authenticatorData: string;
  @ApiProperty() @Base64Url(1024) signature: string;
  @ApiPropertyOptional() @IsOptional() @Base64Url(256) userHandle?: string;
}

export class RegistrationResponseDto extends PasskeyCredentialDto {
  @ApiProperty({ type: AttestationResponseDto })
  @IsObject(ANSWER)
  @ValidateNested()
  @Type(() => AttestationResponseDto)
  response: AttestationResponseDto;
}

export class AuthenticationResponseDto extends PasskeyCredentialDto {
  @ApiProperty({ type: AssertionResponseDto })
  @IsObject(ANSWER)
  @ValidateNested()
  @Type(() => AssertionResponseDto)
  response: AssertionResponseDto;
}

const NAME_MESSAGE = `Give the passkey a name of up to ${PASSKEY_NAME_MAX_LENGTH} characters`;

/** The Account tab's Add: the browser's answer, and the name the member gave (default: from the device). */
export class AddPasskeyDto {
  @ApiProperty({ type: RegistrationResponseDto })
  @IsObject(ANSWER)
  @ValidateNested()
  @Type(() => RegistrationResponseDto)
  response: RegistrationResponseDto;

  @ApiPropertyOptional({ maxLength: PASSKEY_NAME_MAX_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: NAME_MESSAGE })
  @MaxLength(PASSKEY_NAME_MAX_LENGTH, { message: NAME_MESSAGE })
  name?: string;
}

export class RenamePasskeyDto {
  @ApiProperty({ maxLength: PASSKEY_NAME_MAX_LENGTH })
  @Transform(trimmed)
  @IsString({ message: NAME_MESSAGE })
  @IsNotEmpty({ message: NAME_MESSAGE })
  @MaxLength(PASSKEY_NAME_MAX_LENGTH, { message: NAME_MESSAGE })
  name: string;
}

/** Sign-in with a passkey: the browser's answer to the prompt. */
export class PasskeySignInDto {
  @ApiProperty({ type: AuthenticationResponseDto })
  @IsObject(ANSWER)
  @ValidateNested()
  @Type(() => AuthenticationResponseDto)
  response: AuthenticationResponseDto;
}

/** The options for the browser's prompt (`navigator.credentials.create` or `get`, in WebAuthn's JSON form). */
export interface PasskeyOptionsView {
  options: PasskeyOptionsJson;
}

export interface PasskeyListView {
  passkeys: PasskeyView[];
}
