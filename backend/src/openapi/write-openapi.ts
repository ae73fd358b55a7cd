import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import ts from 'typescript';
import { AppModule } from '../app.module';
import { loadConfig } from '../config';
import { openApiDocument } from '../platform/http/configure-app';
import { addResponseSchemas, type ExtraModel } from './response-schemas';

/**
 * `node dist/src/openapi/write-openapi.js <file.json>` writes the API's OpenAPI document, from which
 * `make api-types` generates the frontend's types. No database is needed: Nest's preview mode builds the module
 * graph (routes, parameters, request DTOs) without instantiating a provider, so nothing connects; the response
 * schemas come from the controllers' TypeScript return types.
 */
const BACKEND_DIR = resolve(__dirname, '../../..');

/** Settings fixed here, so the document never depends on the machine's environment or .env. */
const DOCUMENT_ENV = { NODE_ENV: 'test' };

/** Shapes the frontend receives outside the API routes. */
const EXTRA_MODELS: ExtraModel[] = [{ file: 'src/platform/config/platform-settings.ts', typeName: 'BrandConfig' }];

async function main(): Promise<void> {
  const [outFile] = process.argv.slice(2);
  if (!outFile) throw new Error('Usage: node dist/src/openapi/write-openapi.js <file.json>');
  const config = loadConfig(DOCUMENT_ENV);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    preview: true,
    logger: false,
  });
  const document = openApiDocument(app, config.brand.brandName);
  await app.close();
  addResponseSchemas(document, backendProgram(), EXTRA_MODELS);
  writeFileSync(outFile, `${JSON.stringify(document, null, 2)}\n`);
}

/** The backend's sources as the build compiles them, with their types. */
function backendProgram(): ts.Program {
  const configFile = resolve(BACKEND_DIR, 'tsconfig.build.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`Cannot read ${configFile}`);
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
