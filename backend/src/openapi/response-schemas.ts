import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import ts from 'typescript';
import { TypeSchemas } from './type-schemas';

/** A type the frontend receives outside any route (the page's brand data block), named in the document. */
export interface ExtraModel {
  /** Path of the declaring file, relative to the backend folder. */
  file: string;
  typeName: string;
}

/**
 * Gives every operation of `document` the schema of what its controller method returns, read from the
 * TypeScript types (the ones the controllers declare or the compiler infers), and adds `extraModels` as named
 * schemas. Nest's scanner sees only classes decorated for Swagger; the controllers return plain interfaces.
 */
export function addResponseSchemas(document: OpenAPIObject, program: ts.Program, extraModels: ExtraModel[]): void {
  const checker = program.getTypeChecker();
  const schemas = new TypeSchemas(checker, new Set(Object.keys(document.components?.schemas ?? {})));
  const operations = operationsById(document);

  const unmatched = new Set(operations.keys());
  for (const { operationId, method } of controllerMethods(program)) {
    const operation = operations.get(operationId);
    if (!operation) continue; // not a route, or left out of the document (@ApiExcludeController)
    unmatched.delete(operationId);
    const signature = checker.getSignatureFromDeclaration(method);
    if (!signature) continue;
    const description = ts.displayPartsToString(signature.getDocumentationComment(checker)).trim();
    if (description && !operation.description) operation.description = description;
    const returned = awaited(checker.getReturnTypeOfSignature(signature), checker);
    if (returned.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) continue;
    const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
    if (!success || '$ref' in success) throw new Error(`${operationId} has no success response in the document`);
    const schema = schemas.schemaOf(returned);
    const mediaType =
      'format' in schema && schema.format === 'binary' ? 'application/octet-stream' : 'application/json';
    success.content = { [mediaType]: { schema } };
  }

  // The routes come from the built app, the types from the source: they must be the same code.
  if (unmatched.size > 0) {
    throw new Error(`No controller method in the source for ${[...unmatched].join(', ')}: rebuild the backend`);
  }

  for (const { file, typeName } of extraModels) schemas.schemaOf(declaredType(program, checker, file, typeName));

  const merged = { ...document.components?.schemas };
  for (const [name, schema] of Object.entries(schemas.components)) {
    if (merged[name]) throw new Error(`The OpenAPI schema "${name}" is both a request DTO and a returned type`);
    merged[name] = schema;
  }
  // Sorted, so the document (and the types generated from it) changes only when the API does.
  document.components = { ...document.components, schemas: Object.fromEntries(Object.entries(merged).sort()) };
}

function operationsById(document: OpenAPIObject): Map<string, OperationObject> {
  const operations = new Map<string, OperationObject>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as OperationObject[]) {
      if (!operation?.operationId) continue;
      if (operations.has(operation.operationId)) throw new Error(`Two routes are ${operation.operationId}`);
      operations.set(operation.operationId, operation);
    }
  }
  return operations;
}

/** Every method of every `@Controller()` class, under the operation id Nest gives it (`Class_method`). */
function* controllerMethods(program: ts.Program) {
  for (const sourceFile of program.getSourceFiles()) {
    if (sourceFile.isDeclarationFile) continue;
    for (const statement of sourceFile.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name || !isDecorated(statement, 'Controller')) continue;
      for (const member of statement.members) {
        if (ts.isMethodDeclaration(member) && ts.isIdentifier(member.name)) {
          yield { operationId: `${statement.name.text}_${member.name.text}`, method: member };
        }
      }
    }
  }
}

function isDecorated(node: ts.ClassDeclaration, name: string): boolean {
  return (ts.getDecorators(node) ?? []).some(
    ({ expression }) =>
      ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) && expression.expression.text === name,
  );
}

/** What a Promise resolves to; any other type as it is. */
function awaited(type: ts.Type, checker: ts.TypeChecker): ts.Type {
  return checker.getAwaitedType(type) ?? type;
}

function declaredType(program: ts.Program, checker: ts.TypeChecker, file: string, typeName: string): ts.Type {
  const sourceFile = program.getSourceFiles().find((candidate) => candidate.fileName.endsWith(`/${file}`));
  const symbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
  const declared = symbol && checker.getExportsOfModule(symbol).find((exported) => exported.getName() === typeName);
  if (!declared) throw new Error(`${file} exports no type ${typeName}`);
  return checker.getDeclaredTypeOfSymbol(declared);
}
