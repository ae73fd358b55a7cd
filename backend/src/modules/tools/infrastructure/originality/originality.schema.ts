import { BigIntType, EntitySchema } from '@mikro-orm/core';
import type { ReportMatch } from '../../domain/originality/originality-views';
import type { SourceKind } from '../../domain/originality/source-document';

/** A row of `originality_documents` (Migration20261208000000_originality). */
export interface OriginalityDocumentRow {
  id: number;
  kind: SourceKind;
  sourceKey: string;
  title: string;
  url: string | null;
  contentHash: string;
  wordCount: number;
  submissionId: number | null;
  assignmentId: number | null;
  userId: number | null;
  indexedAt: Date;
}

export const OriginalityDocumentSchema = new EntitySchema<OriginalityDocumentRow>({
  name: 'OriginalityDocument',
  tableName: 'originality_documents',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    kind: { type: 'text' },
    sourceKey: { type: 'text', unique: true },
    title: { type: 'text' },
    url: { type: 'text', nullable: true },
    contentHash: { type: 'text' },
    wordCount: { type: 'integer' },
    submissionId: { type: 'integer', nullable: true },
    assignmentId: { type: 'integer', nullable: true },
    userId: { type: 'integer', nullable: true },
    indexedAt: { type: 'datetime' },
  },
});

/** A row of `originality_fingerprints`: written and read in bulk through SqlRunner (the index adapter). */
export interface OriginalityFingerprintRow {
  documentId: number;
  hash: number;
  position: number;
}

export const OriginalityFingerprintSchema = new EntitySchema<OriginalityFingerprintRow>({
  name: 'OriginalityFingerprint',
  tableName: 'originality_fingerprints',
  properties: {
    documentId: { type: 'integer', primary: true },
    hash: { type: new BigIntType('number') },
    position: { type: 'integer', primary: true },
  },
});

/** A row of `originality_reports`: the editors' report of one submitted version. */
export interface OriginalityReportRow {
  submissionId: number;
  assignmentId: number;
  userId: number | null;
  originalityScore: number;
  totalSources: number;
  words: number;
  matches: ReportMatch[];
  createdAt: Date;
}

export const OriginalityReportSchema = new EntitySchema<OriginalityReportRow>({
  name: 'OriginalityReport',
  tableName: 'originality_reports',
  properties: {
    submissionId: { type: 'integer', primary: true, autoincrement: false },
    assignmentId: { type: 'integer' },
    userId: { type: 'integer', nullable: true },
    originalityScore: { type: 'integer' },
    totalSources: { type: 'integer' },
    words: { type: 'integer' },
    matches: { type: 'json' },
    createdAt: { type: 'datetime' },
  },
});
