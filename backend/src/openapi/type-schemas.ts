import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import ts from 'typescript';

export type Schema = SchemaObject | ReferenceObject;

/** The value null and nothing else (`attempt: null`). */
const NULL_ONLY: SchemaObject = { nullable: true, enum: [null] };

/**
 * OpenAPI schemas of TypeScript types, as `JSON.stringify` sends their values: a Date is an ISO string, an
 * undefined property is left out, a method is not data. A type declared with a name in the backend's own source
 * (an interface, a class or a type alias) becomes a named component, so the frontend can import it by that name;
 * a shape written inline stays inline. Property comments become descriptions.
 */
export class TypeSchemas {
  /** The named components, filled as types are met. */
  readonly components: Record<string, SchemaObject> = {};
  private readonly owners = new Map<string, ts.Type>();

  /** `describedClasses`: the classes Swagger already has schemas of (request DTOs), referred to as they are. */
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly describedClasses: ReadonlySet<string> = new Set(),
  ) {}

  schemaOf(type: ts.Type): Schema {
    const name = this.componentName(type);
    if (name === undefined) return this.inlineSchemaOf(type);
    const symbolFlags = type.getSymbol()?.flags ?? 0;
    if (this.describedClasses.has(name) && symbolFlags & ts.SymbolFlags.Class) {
      return { $ref: `#/components/schemas/${name}` };
    }
    const owner = this.owners.get(name);
    if (owner === undefined) {
      this.owners.set(name, type);
      // Registered before its body is built, so a type that refers to itself ends in a reference.
      this.components[name] = {};
      const description = describe(type.aliasSymbol ?? type.getSymbol(), this.checker);
      Object.assign(this.components[name], this.inlineSchemaOf(type), description && { description });
    } else if (owner !== type) {
      throw new Error(`Two different types would both be the OpenAPI schema "${name}": rename one of them`);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  private inlineSchemaOf(type: ts.Type): Schema {
    const { checker } = this;
    if (type.isUnion()) return this.unionSchema(type);
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (type.isStringLiteral()) return { type: 'string', enum: [type.value] };
    if (type.isNumberLiteral()) return { type: 'number', enum: [type.value] };
    if (type.flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [type === checker.getTrueType()] };
    if (type.flags & ts.TypeFlags.StringLike) return { type: 'string' };
    if (type.flags & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (type.flags & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (type.flags & ts.TypeFlags.Null) return NULL_ONLY;
    if (checker.isArrayType(type) || checker.isTupleType(type)) return this.arraySchema(type as ts.TypeReference);
    const symbolName = type.getSymbol()?.getName();
    if (symbolName === 'Date') return { type: 'string', format: 'date-time' };
    // A file sent as it is, not JSON (Nest's StreamableFile).
    if (symbolName === 'StreamableFile') return { type: 'string', format: 'binary' };
    const toJson = type.getProperty('toJSON');
    if (toJson) return this.schemaOf(returnTypeOf(checker.getTypeOfSymbol(toJson)));
    if (type.flags & ts.TypeFlags.Object || type.isIntersection()) return this.objectSchema(type);
    throw new Error(`No OpenAPI schema for the type ${checker.typeToString(type)}`);
  }

  private unionSchema(union: ts.UnionType): Schema {
    // `origin` keeps the union as written (`Tier | null`), so its named members stay references.
    const written = (union as ts.UnionType & { origin?: ts.Type }).origin;
    const members = (written?.isUnion() ? written.types : union.types).filter(
      (member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)),
    );
    const nullable = members.some((member) => member.flags & ts.TypeFlags.Null);
    const values = members.filter((member) => !(member.flags & ts.TypeFlags.Null));
    const booleans = values.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const others = values.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral));
    const schemas = this.literalsSchema(others) ?? others.map((member) => this.schemaOf(member));
    if (booleans.length === 2) schemas.push({ type: 'boolean' });
    else if (booleans.length === 1) schemas.push(this.inlineSchemaOf(booleans[0]));
    if (schemas.length === 0) return NULL_ONLY;
    const single = schemas.length === 1 ? schemas[0] : { oneOf: schemas };
    if (!nullable) return single;
    // OpenAPI 3.0 allows nothing beside a $ref, so a nullable reference is wrapped in allOf.
    return '$ref' in single ? { allOf: [single], nullable: true } : { ...single, nullable: true };
  }

  /** Literals of one kind as one enum: strings in the order written, numbers ascending. */
  private literalsSchema(members: ts.Type[]): Schema[] | undefined {
    if (members.length === 0) return [];
    if (members.every((member) => member.isStringLiteral())) {
      return [{ type: 'string', enum: members.map((member) => member.value) }];
    }
    if (members.every((member) => member.isNumberLiteral())) {
      return [{ type: 'number', enum: members.map((member) => member.value).sort((a, b) => a - b) }];
    }
    return undefined;
  }

  private arraySchema(type: ts.TypeReference): SchemaObject {
    const elements = this.checker.getTypeArguments(type);
    const items = elements.length === 1 ? this.schemaOf(elements[0]) : { oneOf: elements.map((e) => this.schemaOf(e)) };
    return { type: 'array', items };
  }

  private objectSchema(type: ts.Type): SchemaObject {
    const { checker } = this;
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const propertyType = checker.getTypeOfSymbol(property);
      if (isMethod(property, propertyType)) continue;
      const description = describe(property, checker);
      const schema = this.schemaOf(propertyType);
      properties[property.getName()] = description ? withDescription(schema, description) : schema;
      if (!(property.flags & ts.SymbolFlags.Optional) && !includesUndefined(propertyType)) {
        required.push(property.getName());
      }
    }
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    return {
      type: 'object',
      properties,
      ...(required.length > 0 && { required }),
      ...(index && { additionalProperties: this.schemaOf(index.type) }),
    };
  }

  /**
   * The name of a type declared in the backend's source: its alias, else its interface or class. A generic one
   * is named after its arguments too (`Page_Entry`). Inline shapes and library types (Omit, Record) get none.
   */
  private componentName(type: ts.Type): string | undefined {
    const alias = type.aliasSymbol;
    if (alias && declaredInSource(alias)) return this.genericName(alias, type.aliasTypeArguments);
    if (alias || !(type.flags & ts.TypeFlags.Object)) return undefined;
    const symbol = type.getSymbol();
    if (!symbol || !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class))) return undefined;
    if (!declaredInSource(symbol)) return undefined;
    const isReference = (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference;
    return this.genericName(symbol, isReference ? this.checker.getTypeArguments(type as ts.TypeReference) : undefined);
  }

  private genericName(symbol: ts.Symbol, typeArguments: readonly ts.Type[] | undefined): string {
    const argumentNames = (typeArguments ?? []).map((argument) =>
      this.checker.typeToString(argument).replace(/[^A-Za-z0-9]+/g, ''),
    );
    return [symbol.getName(), ...argumentNames].join('_');
  }
}

function declaredInSource(symbol: ts.Symbol): boolean {
  return (symbol.getDeclarations() ?? []).some((declaration) => !declaration.getSourceFile().isDeclarationFile);
}

function describe(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): string | undefined {
  const text = symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() : '';
  return text || undefined;
}

function withDescription(schema: Schema, description: string): Schema {
  // A $ref may carry nothing beside it in OpenAPI 3.0.
  return '$ref' in schema ? { allOf: [schema], description } : { ...schema, description };
}

function isMethod(property: ts.Symbol, type: ts.Type): boolean {
  return Boolean(property.flags & ts.SymbolFlags.Method) || type.getCallSignatures().length > 0;
}

function includesUndefined(type: ts.Type): boolean {
  return type.isUnion() && type.types.some((member) => member.flags & ts.TypeFlags.Undefined);
}

function returnTypeOf(functionType: ts.Type): ts.Type {
  const [signature] = functionType.getCallSignatures();
  if (!signature) throw new Error('toJSON is not a method');
  return signature.getReturnType();
}
