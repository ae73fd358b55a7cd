import type { BrandSettings } from '../../app/brand';

const PLACEHOLDER = /\{(brandName|brandShortName|supportEmail|governingState)\}/g;

/** D1: the legal pages show the operator's settings, never a raw placeholder. */
export function fillPlaceholders(text: string, brand: BrandSettings): string {
  return text.replace(PLACEHOLDER, (_match, key: keyof BrandSettings) => brand[key]);
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; text: string };

/** Splits text around the support address, so it can be rendered as a mailto link. */
export function withEmailLinks(text: string, email: string): TextPart[] {
  return text
    .split(email)
    .flatMap((piece, index): TextPart[] =>
      index === 0
        ? [{ kind: 'text', text: piece }]
        : [
            { kind: 'email', text: email },
            { kind: 'text', text: piece },
          ],
    )
    .filter((part) => part.text !== '');
}
