import type { ParameterObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { ValidationTypes } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import {
  defaultConverters,
  type ISchemaConverters,
  type SchemaConverter,
} from 'class-validator-jsonschema/build/defaultConverters';
import { SCHEMA_REF_PREFIX } from './operation';

/**
 * JSON schemas of DTOs, read from their class-validator decorators (and class-transformer's `@Type` for nesting):
 * a DTO keeps one set of annotations, the ones the validation pipe enforces.
 */

// biome-ignore lint/complexity/noBannedTypes: DTOs are plain classes.
export type Dto = Function;

/**
 * A custom constraint (`@Validate(Constraint)`) may describe the values it accepts with a static `jsonSchema`;
 * without one, its property is described by its TypeScript type alone.
 */
export interface DescribedConstraint {
  jsonSchema?: SchemaObject;
}

/** Runs one of class-validator-jsonschema's own converters (a function, or a fixed schema). */
const convert = (converter: ISchemaConverters[string] | undefined, ...args: Parameters<SchemaConverter>) =>
  typeof converter === 'function' ? converter(...args) : converter;

const isClass = (type: unknown): type is Dto =>
  typeof type === 'function' &&
  ![String, Number, Boolean, Symbol, Object, Array, Date].includes(type as never);

/** Schema of one DTO; `nested` hears of every DTO it refers to (`@ValidateNested()` + `@Type(() => Child)`). */
function dtoSchema(dto: Dto, nested: (child: Dto) => void): SchemaObject {
  const additionalConverters: ISchemaConverters = {
    // Also the converter of every constraint class-validator-jsonschema does not know (custom ones included).
    [ValidationTypes.CUSTOM_VALIDATION]: (meta, options) =>
      ((meta.constraintCls as DescribedConstraint | undefined)?.jsonSchema as ReturnType<SchemaConverter>) ??
      convert(defaultConverters[ValidationTypes.CUSTOM_VALIDATION], meta, options),
    [ValidationTypes.NESTED_VALIDATION]: (meta, options) => {
      const declared = defaultMetadataStorage.findTypeMetadata(meta.target as Dto, meta.propertyName);
      const child: unknown = declared
        ? declared.typeFunction()
        : Reflect.getMetadata('design:type', (meta.target as Dto).prototype, meta.propertyName);
      if (isClass(child)) nested(child);
      return convert(defaultConverters[ValidationTypes.NESTED_VALIDATION], meta, options);
    },
  };
  const schema = targetConstructorToSchema(dto, {
    refPointerPrefix: SCHEMA_REF_PREFIX,
    classTransformerMetadataStorage: defaultMetadataStorage,
    additionalConverters,
  }) as SchemaObject;
  const properties: Record<string, SchemaObject | ReferenceObject> = { ...schema.properties };
  for (const [name, property] of Object.entries(properties)) {
    // A reference stands alone (OpenAPI 3.0 ignores whatever sits beside it).
    if ('$ref' in property) properties[name] = { $ref: property.$ref };
  }
  for (const [name, value] of Object.entries(defaultsOf(dto))) {
    const property = properties[name];
    if (property && !('$ref' in property)) property.default = value;
  }
  // The validation pipe refuses unknown fields (forbidNonWhitelisted).
  return {
    type: 'object',
    properties,
    ...(schema.required ? { required: schema.required } : {}),
    additionalProperties: false,
  };
}

/** Values a DTO's fields start with (`page = 1`): what the pipe fills in when the field is absent. */
function defaultsOf(dto: Dto): Record<string, unknown> {
  try {
    const instance = new (dto as new () => object)();
    return Object.fromEntries(Object.entries(instance).filter(([, value]) => value !== undefined));
  } catch {
    return {};
  }
}

/** The schemas of these DTOs and of every DTO nested in them, by class name (two classes may not share one). */
export function dtoSchemas(dtos: Iterable<Dto>): Record<string, SchemaObject> {
  const schemas: Record<string, SchemaObject> = {};
  const seen = new Map<string, Dto>();
  const pending = [...dtos];
  for (let dto = pending.shift(); dto; dto = pending.shift()) {
    const known = seen.get(dto.name);
    if (known === dto) continue;
    if (known)
      throw new Error(`Dos DTO distintos se llaman ${dto.name}: el documento OpenAPI no los distinguiría.`);
    seen.set(dto.name, dto);
    schemas[dto.name] = dtoSchema(dto, (child) => pending.push(child));
  }
  return schemas;
}

/** A query DTO (`@Query() query: ListQuery`) as the query parameters it reads, one per field. */
export function queryParameters(dto: Dto): ParameterObject[] {
  const schema = dtoSchema(dto, () => undefined);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}
