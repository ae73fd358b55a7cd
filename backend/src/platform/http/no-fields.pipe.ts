import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/**
 * For a call that takes no fields (Request Payout, the prompts' Start Over): no body, or an empty JSON object.
 * Anything else is a 400 rather than silently ignored, as unknown fields are everywhere else. (A DTO class
 * without properties cannot say this: the validation pipe lets any value through one.)
 */
@Injectable()
export class NoFields implements PipeTransform<unknown, void> {
  transform(body: unknown): void {
    if (body === undefined || body === null) return;
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw new BadRequestException(['This call takes no body beyond an empty JSON object']);
    }
    const [field] = Object.keys(body);
    if (field !== undefined) throw new BadRequestException([`property ${field} should not exist`]);
  }
}
