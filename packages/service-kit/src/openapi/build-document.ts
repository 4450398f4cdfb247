import { type INestApplication, ParseUUIDPipe, type PipeTransform, type Type } from '@nestjs/common';
import { PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { ParameterObject } from '@nestjs/swagger';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorCode } from '@pipcrafters/contracts';
import { routePolicy } from '../access-policy';
import type { OpenApiOptions, RouteHandler } from './document';
import { type Dto, dtoSchemas, queryParameters } from './dto-schema';
import {
  API_ERROR,
  API_ERROR_SCHEMA,
  addErrorResponse,
  describeAccess,
  HTTP_METHODS,
  type PlatformOperation,
  SCHEMA_REF_PREFIX,
  SECURITY_SCHEMES,
} from './operation';

/** One argument of a route handler as Nest records it (`@Body()`, `@Query()`, `@Param('id', UuidParam)`...). */
interface RouteArgument {
  type: RouteParamtypes;
  data?: string;
  pipes: (PipeTransform | Type<PipeTransform>)[];
  metatype: unknown;
}

const PRIMITIVES: unknown[] = [String, Number, Boolean, Object, Array, undefined];
const isDto = (metatype: unknown): metatype is Dto =>
  typeof metatype === 'function' && !PRIMITIVES.includes(metatype);

function routeArguments({ controller, method }: RouteHandler): RouteArgument[] {
  const recorded: Record<string, { index: number; data?: unknown; pipes?: RouteArgument['pipes'] }> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {};
  const metatypes: unknown[] = Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? [];
  return Object.entries(recorded).flatMap(([key, argument]) => {
    // Nest's own kinds are numbers; custom decorators (@CurrentUser()) are not request input.
    const type = Number(key.split(':')[0]);
    if (!Number.isInteger(type)) return [];
    return [
      {
        type,
        data: typeof argument.data === 'string' ? argument.data : undefined,
        pipes: argument.pipes ?? [],
        metatype: metatypes[argument.index],
      },
    ];
  });
}

/** Every route handler of the application, by `Controller.method` (the operation ids given to @nestjs/swagger). */
function routeHandlers(app: INestApplication): Map<string, RouteHandler> {
  const scanner = new MetadataScanner();
  const routes = new Map<string, RouteHandler>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined)
          continue;
        const key = `${controller.name}.${name}`;
        if (routes.has(key)) throw new Error(`Dos controladores se llaman ${controller.name}.`);
        routes.set(key, { controller, handler, method: name });
      }
    }
  }
  return routes;
}

/** The operation's parameters: its path's (a UUID where the route parses one) and its query DTO's. */
function parameters(path: string, args: RouteArgument[]): ParameterObject[] {
  const pathParameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']): ParameterObject => {
    const parsed = args.find((arg) => arg.type === RouteParamtypes.PARAM && arg.data === name);
    const uuid = parsed?.pipes.some((pipe) => pipe instanceof ParseUUIDPipe || pipe === ParseUUIDPipe);
    return {
      name,
      in: 'path',
      required: true,
      schema: { type: 'string', ...(uuid ? { format: 'uuid' } : {}) },
    };
  });
  const query = args.find((arg) => arg.type === RouteParamtypes.QUERY && !arg.data && isDto(arg.metatype));
  return [...pathParameters, ...(query ? queryParameters(query.metatype as Dto) : [])];
}

/**
 * Fills an operation from its handler: parameters and body from the DTOs' class-validator decorators, access from
 * the route-policy decorators, and the error responses both imply. Returns the body DTO, if any.
 */
function describeOperation(operation: PlatformOperation, path: string, route: RouteHandler): Dto | undefined {
  const args = routeArguments(route);
  const inputs = parameters(path, args);
  operation.parameters = inputs;
  const body = args.find((arg) => arg.type === RouteParamtypes.BODY && !arg.data && isDto(arg.metatype));
  if (body) {
    operation.requestBody = {
      required: true,
      content: {
        'application/json': { schema: { $ref: `${SCHEMA_REF_PREFIX}${(body.metatype as Dto).name}` } },
      },
    };
  } else {
    delete operation.requestBody;
  }
  for (const response of Object.values(operation.responses)) {
    if (response && 'description' in response && !response.description) response.description = 'Correcto.';
  }
  if (inputs.length > 0 || body) addErrorResponse(operation, 400, [ErrorCode.VALIDATION_FAILED]);
  if (inputs.some((parameter) => parameter.in === 'path')) {
    addErrorResponse(operation, 404, [ErrorCode.NOT_FOUND]);
  }
  describeAccess(operation, routePolicy(new Reflector(), [route.handler, route.controller]));
  addErrorResponse(operation, 'default', [ErrorCode.INTERNAL_ERROR]);
  return body?.metatype as Dto | undefined;
}

/**
 * The OpenAPI document of a NestJS application: @nestjs/swagger finds the routes; their parameters and bodies come
 * from the class-validator decorators of their DTOs and their `x-access` from the route-policy decorators. Only
 * document.ts loads this module, on the first request for a document (see `buildOpenApiDocument` there).
 */
export function createOpenApiDocument(
  app: INestApplication,
  serviceName: string,
  options: OpenApiOptions = {},
): OpenAPIObject {
  const routes = routeHandlers(app);
  const config = new DocumentBuilder()
    .setTitle(`PipCrafters · ${serviceName}`)
    .setDescription(
      `Las rutas de ${serviceName}; la pasarela publica las suyas de /api, unidas, en /api/docs.`,
    )
    .setVersion('1')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller}.${method}`,
  });
  const bodies = new Set<Dto>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as PlatformOperation | undefined;
      if (!operation?.operationId) continue;
      // @All() routes get one operation per method, each id suffixed with it; a route with several paths, one per
      // path, each id suffixed with its index.
      const route =
        routes.get(operation.operationId) ??
        routes.get(operation.operationId.replace(/_[a-z]+$/, '').replace(/\[\d+\]$/, ''));
      if (!route) throw new Error(`No se encuentra el controlador de ${method.toUpperCase()} ${path}.`);
      const body = describeOperation(operation, path, route);
      if (body) bodies.add(body);
      options.describe?.(operation, route);
    }
  }
  document.components = {
    schemas: { [API_ERROR]: API_ERROR_SCHEMA, ...dtoSchemas(bodies) },
    securitySchemes: SECURITY_SCHEMES,
  };
  return document;
}
