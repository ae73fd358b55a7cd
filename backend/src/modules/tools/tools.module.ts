import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { CheckLimits } from './application/check-limits';
import { CheckGrammar } from './application/grammar/check-grammar';
import { VersionGrammar } from './application/grammar/version-grammar';
import { CheckOriginality } from './application/originality/check-originality';
import { CompareText } from './application/originality/compare-text';
import { IndexPublishedTexts } from './application/originality/index-published-texts';
import { OriginalityReports } from './application/originality/originality-reports';
import { RecordSubmissionOriginality } from './application/originality/record-submission-originality';
import { TextFits } from './http/text-fits.pipe';
import { ToolsController } from './http/tools.controller';
import { PiscinaGrammarEngine } from './infrastructure/grammar/piscina-grammar-engine';
import { CollectivePublishedTexts } from './infrastructure/originality/collective-published-texts';
import { IndexPublishedJob } from './infrastructure/originality/index-published.job';
import {
  OriginalityDocumentSchema,
  OriginalityFingerprintSchema,
  OriginalityReportSchema,
} from './infrastructure/originality/originality.schema';
import { PostgresFingerprintIndex } from './infrastructure/originality/postgres-fingerprint-index';
import { PostgresReportStore } from './infrastructure/originality/postgres-report-store';
import { FINGERPRINT_INDEX, GRAMMAR_ENGINE, ORIGINALITY_REPORT_STORE, PUBLISHED_TEXTS } from './tools.tokens';
import { provideSettings } from '../../platform/config/module-settings';
import { toolsSettings } from './tools.settings';
import { TOOLS_PERSONAL_DATA } from './tools.tokens';
import { ToolsPersonalData } from './infrastructure/tools-personal-data';

/**
 * The members' writing checks (issue 16, D13): grammar and style (Harper and retext in a worker pool) and
 * originality (winnowing fingerprints of every text the collective holds, in PostgreSQL). A module of its own,
 * not a part of content: it has its own lifecycle (worker threads), its own tables, and the assignments module
 * depends on it at submit time (docs/tools.md).
 */
@Module({
  imports: [
    MikroOrmModule.forFeature([OriginalityDocumentSchema, OriginalityFingerprintSchema, OriginalityReportSchema]),
    ContentModule,
  ],
  controllers: [ToolsController],
  providers: [
    // D19, "Your data": this module's part of a member's export and erasure (modules/privacy).
    { provide: TOOLS_PERSONAL_DATA, useClass: ToolsPersonalData },
    provideSettings(toolsSettings),
    CheckLimits,
    TextFits,
    // grammar
    { provide: GRAMMAR_ENGINE, useClass: PiscinaGrammarEngine },
    CheckGrammar,
    VersionGrammar,
    // originality
    { provide: FINGERPRINT_INDEX, useClass: PostgresFingerprintIndex },
    { provide: ORIGINALITY_REPORT_STORE, useClass: PostgresReportStore },
    { provide: PUBLISHED_TEXTS, useClass: CollectivePublishedTexts },
    CompareText,
    CheckOriginality,
    RecordSubmissionOriginality,
    OriginalityReports,
    IndexPublishedTexts,
    IndexPublishedJob,
  ],
  // The submit path records each version's report; the admin page and the dashboard read them; seeding indexes;
  // the review desk reads each version's grammar findings (D22).
  exports: [TOOLS_PERSONAL_DATA, RecordSubmissionOriginality, OriginalityReports, IndexPublishedTexts, VersionGrammar],
})
export class ToolsModule {}
