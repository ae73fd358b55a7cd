/** The eight member downloads of spec section 7; nothing else can be downloaded. */
export const RESOURCE_FILES = [
  'complete-style-guide.pdf',
  'grammar-fundamentals.pdf',
  'editorial-standards.pdf',
  'proofreading-checklist.pdf',
  'article-planning-template.pdf',
  'content-calendar.pdf',
  'research-worksheet.pdf',
  'editorial-brief-template.pdf',
] as const;

export type ResourceFile = (typeof RESOURCE_FILES)[number];

export function isResourceFile(name: string): name is ResourceFile {
  return (RESOURCE_FILES as readonly string[]).includes(name);
}
