import ts from 'typescript';
import { TypeSchemas } from './type-schemas';

const FILE = '/virtual/returned.ts';

/** The schema of the type `typeName` declared in `source`, and the components it named. */
function describeType(source: string, typeName: string, describedClasses = new Set<string>()) {
  const options: ts.CompilerOptions = { strict: true, target: ts.ScriptTarget.ES2022 };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === FILE ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === FILE || fileExists(name);
  const program = ts.createProgram([FILE], options, host);
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(FILE)!)!;
  const symbol = checker.getExportsOfModule(module).find((exported) => exported.getName() === typeName)!;
  const schemas = new TypeSchemas(checker, describedClasses);
  const schema = schemas.schemaOf(checker.getDeclaredTypeOfSymbol(symbol));
  return { schema, components: schemas.components };
}

describe('TypeSchemas', () => {
  it('names an interface and sends a Date as an ISO string; only optional properties are not required', () => {
    const { schema, components } = describeType(
      `/** A member. */
       export interface Member { id: number; name: string; nickname?: string; joinedAt: Date; note: string | undefined }`,
      'Member',
    );

    expect(schema).toEqual({ $ref: '#/components/schemas/Member' });
    expect(components.Member).toEqual({
      type: 'object',
      description: 'A member.',
      properties: {
        id: { type: 'number' },
        name: { type: 'string' },
        nickname: { type: 'string' },
        joinedAt: { type: 'string', format: 'date-time' },
        note: { type: 'string' },
      },
      required: ['id', 'name', 'joinedAt'],
    });
  });

  it('keeps a named union as a reference beside null, and a nullable reference inside allOf', () => {
    const { components } = describeType(
      `export type Tier = 'free' | 'paid';
       export interface Plan { id: string }
       export interface Account { tier: Tier | null; plan: Plan | null; flags: boolean | null; size: 3 | 1 | 2; none: null }`,
      'Account',
    );

    expect(components.Tier).toEqual({ type: 'string', enum: ['free', 'paid'] });
    expect(components.Account.properties).toEqual({
      tier: { allOf: [{ $ref: '#/components/schemas/Tier' }], nullable: true },
      plan: { allOf: [{ $ref: '#/components/schemas/Plan' }], nullable: true },
      flags: { type: 'boolean', nullable: true },
      size: { type: 'number', enum: [1, 2, 3] },
      none: { nullable: true, enum: [null] },
    });
  });

  it('inlines library helpers and anonymous shapes, leaves methods out and names generics after their arguments', () => {
    const { schema, components } = describeType(
      `interface Row { id: number; secret: string; label(): string }
       export interface Page<T> { rows: Omit<T, 'secret'>[]; meta: { total: number }; extra: Record<string, unknown> }
       export type RowPage = Page<Row>;`,
      'RowPage',
    );

    expect(schema).toEqual({ $ref: '#/components/schemas/RowPage' });
    expect(components.RowPage.properties).toEqual({
      rows: { type: 'array', items: { type: 'object', properties: { id: { type: 'number' } }, required: ['id'] } },
      meta: { type: 'object', properties: { total: { type: 'number' } }, required: ['total'] },
      extra: { type: 'object', properties: {}, additionalProperties: {} },
    });
  });

  it('refers to a class Swagger already describes (a request DTO) instead of describing it again', () => {
    const source = `export class LoginDto { email: string }
       export interface Echo { sent: LoginDto }`;

    const { components } = describeType(source, 'Echo', new Set(['LoginDto']));

    expect(components.Echo.properties).toEqual({ sent: { $ref: '#/components/schemas/LoginDto' } });
    expect(components.LoginDto).toBeUndefined();
  });

  it('refuses two different types under one name, as two modules could declare them', () => {
    const source = `namespace Billing { export interface Item { price: number } }
       namespace Blog { export interface Item { title: string } }
       export interface Both { billed: Billing.Item; posted: Blog.Item }`;

    expect(() => describeType(source, 'Both')).toThrow('Two different types would both be the OpenAPI schema "Item"');
  });
});
