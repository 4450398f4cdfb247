import type { AddressInfo } from 'node:net';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  type INestApplication,
  Module,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnyAccountStatus, Public, Roles } from '../access-policy';
import { CurrentUser, type SignedInUser } from '../identity';
import { PageQuery } from '../paging';
import { UuidParam } from '../validation';
import { buildOpenApiDocument, documentOnFirstUse, OPENAPI_PATH, publishOpenApi } from './document';
import type { PlatformOperation } from './operation';

class NoteQuery extends PageQuery {
  @IsOptional()
  @IsString()
  @MaxLength(20)
  tag?: string;
}

class CreateNoteDto {
  @IsString()
  @MaxLength(200)
  text: string;
}

@Controller('api/notes')
class NotesController {
  @Get()
  list(@CurrentUser() _user: SignedInUser, @Query() _query: NoteQuery) {}

  @Post()
  create(@Body() _body: CreateNoteDto) {}

  @Post(':id/read')
  @HttpCode(200)
  read(@Param('id', UuidParam) _id: string) {}

  @Public()
  @Get('public')
  open() {}

  @AnyAccountStatus()
  @Get('mine')
  mine() {}
}

@Roles('ADMIN')
@Controller('api/admin/notes')
class NotesAdminController {
  @Delete(':id')
  remove(@Param('id') _id: string) {}
}

@Module({ controllers: [NotesController, NotesAdminController] })
class NotesModule {}

let app: INestApplication;
let document: OpenAPIObject;
const operation = (path: string, method: 'get' | 'post' | 'delete') =>
  document.paths[path]?.[method] as PlatformOperation;

beforeAll(async () => {
  app = await NestFactory.create(NotesModule, { logger: false });
  document = await buildOpenApiDocument(app, 'notes');
});

afterAll(async () => {
  await app?.close();
});

describe('buildOpenApiDocument', () => {
  it('gives every route its access, from the route-policy decorators', () => {
    expect(operation('/api/notes', 'get')['x-access']).toBe('signed-in');
    expect(operation('/api/notes/public', 'get')).toMatchObject({ 'x-access': 'public', security: [] });
    expect(operation('/api/notes/mine', 'get')).toMatchObject({
      'x-access': 'signed-in',
      'x-any-account-status': true,
    });
    expect(operation('/api/admin/notes/{id}', 'delete')['x-access']).toBe('admin');
  });

  it('reads query parameters and bodies from the DTOs, not from the current user', () => {
    expect(
      operation('/api/notes', 'get').parameters?.map((parameter) => 'name' in parameter && parameter.name),
    ).toEqual(['tag', 'page', 'pageSize']);
    expect(operation('/api/notes', 'post').requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateNoteDto' } } },
    });
    expect(document.components?.schemas?.CreateNoteDto).toEqual({
      type: 'object',
      properties: { text: { type: 'string', maxLength: 200 } },
      required: ['text'],
      additionalProperties: false,
    });
    expect(Object.keys(document.components?.schemas ?? {}).sort()).toEqual(['ApiError', 'CreateNoteDto']);
  });

  it('types path parameters, a parsed UUID as such', () => {
    expect(operation('/api/notes/{id}/read', 'post').parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
    ]);
    expect(operation('/api/admin/notes/{id}', 'delete').parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('lists the error responses each route can give, in the platform’s error body', () => {
    const codes = (path: string, method: 'get' | 'post' | 'delete') =>
      Object.fromEntries(
        Object.entries(operation(path, method).responses).map(([status, response]) => [
          status,
          (response as { 'x-error-codes'?: string[] })['x-error-codes'],
        ]),
      );
    expect(codes('/api/notes/{id}/read', 'post')).toEqual({
      200: undefined,
      400: ['VALIDATION_FAILED'],
      401: ['UNAUTHENTICATED'],
      403: ['ACCOUNT_PENDING', 'ACCOUNT_REJECTED', 'ACCOUNT_SUSPENDED'],
      404: ['NOT_FOUND'],
      default: ['INTERNAL_ERROR'],
    });
    expect(codes('/api/notes/public', 'get')).toEqual({ 200: undefined, default: ['INTERNAL_ERROR'] });
    expect(codes('/api/notes/mine', 'get')).toMatchObject({ 401: ['UNAUTHENTICATED'] });
    expect(codes('/api/notes/mine', 'get')[403]).toBeUndefined();
    expect(codes('/api/admin/notes/{id}', 'delete')[403]).toContain('ADMIN_REQUIRED');
    expect(operation('/api/notes', 'post').responses[400]).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
  });
});

describe('publishOpenApi', () => {
  it('serves the document on the service itself, with no identity asked', async () => {
    const published = await NestFactory.create(NotesModule, { logger: false });
    try {
      publishOpenApi(published, 'notes');
      await published.listen(0, '127.0.0.1');
      const { port } = published.getHttpServer().address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${OPENAPI_PATH}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const expected = await buildOpenApiDocument(published, 'notes');
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(expected)));
    } finally {
      await published.close();
    }
  });
});

describe('documentOnFirstUse', () => {
  it('builds on the first call only and keeps the document', async () => {
    const build = vi.fn(async () => ({ paths: {} }) as unknown as OpenAPIObject);
    const document = documentOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([document(), document()]);
    expect(await document()).toBe(first);
    expect(second).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('tries again after a build that failed', async () => {
    const build = vi
      .fn<() => Promise<OpenAPIObject>>()
      .mockRejectedValueOnce(new Error('falló'))
      .mockResolvedValue({ paths: {} } as unknown as OpenAPIObject);
    const document = documentOnFirstUse(build);
    await expect(document()).rejects.toThrow('falló');
    await expect(document()).resolves.toEqual({ paths: {} });
    expect(build).toHaveBeenCalledTimes(2);
  });
});
