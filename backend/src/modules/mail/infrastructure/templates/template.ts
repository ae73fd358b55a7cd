import type { ReactElement } from 'react';
import type { MailKind } from '../../domain/mail-kinds';

/** What every template is given besides its data: the brand, absolute links, and the footer's links. */
export interface TemplateContext {
  brandName: string;
  supportEmail: string;
  recipientName: string;
  /** `/dashboard/assignments/4` → `https://writers.example/dashboard/assignments/4` (PUBLIC_URL). */
  url(path: string): string;
  unsubscribeUrl: string | null;
  preferencesUrl: string | null;
}

/**
 * One message's single source: its subject and its React body, from which the renderer makes both the HTML and
 * the plain text. `data` is the row's JSON as queued: a template checks the fields it reads (`text`, `int`).
 */
export interface MailTemplate {
  subject(data: Record<string, unknown>, context: TemplateContext): string;
  body(data: Record<string, unknown>, context: TemplateContext): ReactElement;
}

export type TemplateRegistry = Partial<Record<MailKind, MailTemplate>>;

/** A field a template needs: a string, or the render fails (and the delivery records why). */
export function text(data: Record<string, unknown>, field: string): string {
  const value = data[field];
  if (typeof value !== 'string') throw new Error(`mail data: ${field} must be a string`);
  return value;
}

export function optionalText(data: Record<string, unknown>, field: string): string | null {
  const value = data[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function int(data: Record<string, unknown>, field: string): number {
  const value = data[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new Error(`mail data: ${field} must be an integer`);
  return value;
}

/** The member's first name for a greeting ("Dear Ada Lovelace" reads oddly; "Hi Ada" does not). */
export const firstNameOf = (name: string): string => name.split(/\s+/)[0] || name;
