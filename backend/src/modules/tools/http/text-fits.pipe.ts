import { Inject, Injectable, type PipeTransform } from '@nestjs/common';
import { ContentFits } from '../../../platform/http/content-fits.pipe';
import { TOOLS_SETTINGS, type ToolsSettings } from '../tools.settings';
import type { ToolTextDto } from './tool-text.dto';

/**
 * After validation: a text beyond TOOLS_MAX_TEXT_CHARACTERS is a 413 with the limit and the member's figure,
 * worded as the assignments' own limit is ('Your text is too long: 20,001 characters, at most 20,000 are
 * accepted.'). Counted in UTF-16 units, as the page's character count and the positions are.
 */
@Injectable()
export class TextFits implements PipeTransform<ToolTextDto, ToolTextDto> {
  private readonly limit: ContentFits<{ content: string }>;

  constructor(@Inject(TOOLS_SETTINGS) settings: ToolsSettings) {
    this.limit = new ContentFits(settings.maxTextCharacters);
  }

  transform(dto: ToolTextDto): ToolTextDto {
    this.limit.transform({ content: dto.text });
    return dto;
  }
}
