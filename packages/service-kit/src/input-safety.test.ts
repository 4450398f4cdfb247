import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  type INestApplication,
  Module,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MAX_INPUT_ARRAY_LENGTH, MAX_INPUT_DEPTH, Messages, uploadLimit } from '@pipcrafters/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsString, ValidateNested } from 'class-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Omittable, PersonName } from './dto-fields';
import { ApiExceptionFilter } from './errors';
import { inspectInput, isHostileUrl, JSON_BODY_LIMIT, readRequests, safeText } from './input-safety';
import { PageQuery } from './paging';
import { createValidationPipe } from './validation';

/** `depth` levels of objects: `{"a":{"a":…1}}`. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

describe('safeText', () => {
  it('refuses NUL characters and lone surrogates, and keeps paired ones', () => {
    for (const text of ['a\u0000b', '\u0000', '\ud800', 'x\udc00', '\udc00\ud800', 'a\ud83d']) {
      expect(() => safeText(text), JSON.stringify(text)).toThrow(Messages.invalidCharacters);
    }
    expect(safeText('trader 📈 ñ')).toBe('trader 📈 ñ');
  });

  it('normalises to NFC', () => {
    expect(safeText('Jose\u0301')).toBe('José');
    expect(safeText('n\u0303')).toBe('ñ');
  });
});

describe('inspectInput', () => {
  it(`accepts ${MAX_INPUT_DEPTH} levels of nesting and refuses one more`, () => {
    expect(inspectInput(nested(MAX_INPUT_DEPTH))).toEqual(nested(MAX_INPUT_DEPTH));
    expect(() => inspectInput(nested(MAX_INPUT_DEPTH + 1))).toThrow(Messages.inputTooDeep);
  });

  it('walks 100 000 levels without recursion, arrays as objects', () => {
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(() => inspectInput(deep)).toThrow(Messages.inputTooDeep);
    expect(() => inspectInput(JSON.parse(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`))).toThrow(
      Messages.inputTooDeep,
    );
  });

  it(`accepts arrays of ${MAX_INPUT_ARRAY_LENGTH} elements and refuses longer ones, at any depth`, () => {
    const full = Array.from({ length: MAX_INPUT_ARRAY_LENGTH }, (_, index) => index);
    expect(inspectInput({ ids: full }).ids).toHaveLength(MAX_INPUT_ARRAY_LENGTH);
    expect(() => inspectInput({ ids: [...full, 0] })).toThrow(Messages.inputArrayTooLong);
    expect(() => inspectInput({ a: { b: [[...full, 0]] } })).toThrow(Messages.inputArrayTooLong);
    expect(() => inspectInput([...full, 0])).toThrow(Messages.inputArrayTooLong);
  });

  it('checks every string and key at any depth, and normalises them to NFC', () => {
    expect(() => inspectInput({ a: [{ b: ['ok', 'x\u0000'] }] })).toThrow(Messages.invalidCharacters);
    expect(() => inspectInput({ a: { 'cl\u0000ve': 1 } })).toThrow(Messages.invalidCharacters);
    expect(() => inspectInput({ '\ud800': 1 })).toThrow(Messages.invalidCharacters);
    expect(() => inspectInput('\ud800')).toThrow(Messages.invalidCharacters);
    expect(inspectInput({ 'Jose\u0301': ['Jose\u0301', { n: 'n\u0303' }], n: 3, b: null })).toEqual({
      José: ['José', { n: 'ñ' }],
      n: 3,
      b: null,
    });
  });

  it('leaves other values as they are', () => {
    for (const value of [undefined, null, 0, true, '', [], {}]) expect(inspectInput(value)).toEqual(value);
  });
});

describe('isHostileUrl', () => {
  it('refuses encoded NULs, encodings that are not UTF-8, stray % and raw bytes outside ASCII', () => {
    for (const url of [
      '/api/admin/users?search=%00',
      '/api/x?%00=1',
      '/api/notifications/%00/read',
      '/api/x?search=%ED%A0%80',
      '/api/x?search=%C0%80',
      '/api/x?search=%FF',
      '/api/x?search=%',
      '/api/x?search=%G0',
      '/api/x/%E2%82',
      '/api/x?search=a b',
      '/api/x?search=\u00e9',
      '/api/x?search=\u0001',
    ]) {
      expect(isHostileUrl(url), url).toBe(true);
    }
  });

  it('lets ordinary targets through, encoded text included', () => {
    for (const url of [
      '/api/admin/users?search=Jos%C3%A9&page=2',
      '/api/admin/users?search=50%25',
      '/api/x?emoji=%F0%9F%93%88&q=a+b',
      '/remotes/admin/mf-manifest.json',
      '/',
    ]) {
      expect(isHostileUrl(url), url).toBe(false);
    }
  });
});

class Preferences {
  @IsIn(['dark', 'light'], { message: 'El tema no es válido.' })
  theme: string;
}

class ProfileDto {
  @Omittable()
  @PersonName('El nombre debe tener entre 1 y 80 caracteres.')
  firstName?: string;

  @Omittable()
  @IsObject({ message: 'Las preferencias deben ser un objeto.' })
  @ValidateNested()
  @Type(() => Preferences)
  preferences?: Preferences;

  @Omittable()
  @ValidateNested()
  @Type(() => Preferences)
  extra?: Preferences;

  @Omittable()
  @IsString()
  note?: string;
}

class SearchQuery extends PageQuery {
  @Omittable()
  @IsString({ message: 'La búsqueda no es válida.' })
  search?: string;
}

@Controller('api/profile')
class ProfileController {
  @Post()
  @HttpCode(200)
  update(@Body() body: ProfileDto) {
    return body;
  }

  @Get()
  search(@Query() query: SearchQuery) {
    return query;
  }

  @Get(':id')
  one(@Param('id') id: string) {
    return { id };
  }
}

/** A route of UPLOAD_ROUTES that takes JSON (a community post with its image as a data URL). */
@Controller('api/community/posts')
class PostsController {
  @Post()
  @HttpCode(200)
  create(@Body() body: ProfileDto) {
    return { length: body.note?.length };
  }
}

@Module({ controllers: [ProfileController, PostsController] })
class ProfileModule {}

/** A small service read the platform's way: `readRequests`, the one validation pipe and the error filter. */
describe('a service reading requests (readRequests + the validation pipe)', () => {
  let app: INestApplication;
  let base: string;

  beforeAll(async () => {
    app = await NestFactory.create(ProfileModule, { logger: false, bodyParser: false });
    readRequests(app);
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new ApiExceptionFilter());
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = async (body: string | Uint8Array, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/api/profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('reads gzip, deflate and brotli bodies', async () => {
    const body = JSON.stringify({ firstName: 'Comprimido' });
    for (const [encoding, bytes] of [
      ['gzip', gzipSync(body)],
      ['deflate', deflateSync(body)],
      ['br', brotliCompressSync(body)],
    ] as const) {
      expect(await post(bytes, { 'content-encoding': encoding }), encoding).toEqual({
        status: 200,
        body: { firstName: 'Comprimido' },
      });
    }
  });

  it('answers a body that does not match its encoding with a 400, an unknown encoding with a 415', async () => {
    const body = JSON.stringify({ firstName: 'Plano' });
    for (const encoding of ['gzip', 'deflate', 'br']) {
      expect(await post(body, { 'content-encoding': encoding }), encoding).toEqual({
        status: 400,
        body: {
          statusCode: 400,
          message: Messages.invalidEncoding,
          code: 'VALIDATION_FAILED',
          error: Messages.invalidEncoding,
        },
      });
    }
    expect(await post(gzipSync(body).subarray(0, 12), { 'content-encoding': 'gzip' })).toMatchObject({
      status: 400,
      body: { message: Messages.invalidEncoding },
    });
    for (const encoding of ['compress', 'x-inventada', 'gzip, br']) {
      expect(await post(body, { 'content-encoding': encoding }), encoding).toMatchObject({
        status: 415,
        body: { message: Messages.unsupportedEncoding },
      });
    }
  });

  it('reads a JSON body of up to 100 KB, or up to its route’s limit in UPLOAD_ROUTES', async () => {
    const note = (bytes: number) => JSON.stringify({ note: 'x'.repeat(bytes) });
    const tooLarge = { status: 413, body: { message: Messages.payloadTooLarge } };
    expect(await post(note(JSON_BODY_LIMIT - 100))).toMatchObject({ status: 200 });
    expect(await post(note(JSON_BODY_LIMIT))).toMatchObject(tooLarge);
    const limit = uploadLimit('POST', '/api/community/posts', 0);
    expect(limit).toBeGreaterThan(JSON_BODY_LIMIT);
    const toPosts = async (body: string) => {
      const response = await fetch(`${base}/api/community/posts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect(await toPosts(note(limit - 100))).toEqual({ status: 200, body: { length: limit - 100 } });
    expect(await toPosts(note(limit))).toMatchObject(tooLarge);
  });

  it('reads JSON only: another content type leaves no body', async () => {
    expect(
      await post('firstName=Ana', { 'content-type': 'application/x-www-form-urlencoded' }),
    ).toMatchObject({
      status: 400,
      body: { message: Messages.bodyNotObject },
    });
  });

  it('refuses NULs, lone surrogates, deep nesting and long arrays before validation', async () => {
    const cases: [string, string][] = [
      [JSON.stringify({ note: 'a\u0000b' }), Messages.invalidCharacters],
      [JSON.stringify({ note: '\ud800' }), Messages.invalidCharacters],
      [JSON.stringify({ '\udfff': 1 }), Messages.invalidCharacters],
      [`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, Messages.inputTooDeep],
      [`{"note":${'['.repeat(5000)}${']'.repeat(5000)}}`, Messages.inputTooDeep],
      [
        JSON.stringify({ note: Array.from({ length: MAX_INPUT_ARRAY_LENGTH + 1 }, () => 0) }),
        Messages.inputArrayTooLong,
      ],
    ];
    for (const [body, message] of cases) {
      expect(await post(body), body.slice(0, 40)).toMatchObject({ status: 400, body: { message } });
    }
  });

  it('answers a null on an omittable field with the field’s own 400', async () => {
    expect(await post(JSON.stringify({ firstName: null }))).toMatchObject({
      status: 400,
      body: { details: ['El nombre debe tener entre 1 y 80 caracteres.'] },
    });
    expect(await post(JSON.stringify({ preferences: null }))).toMatchObject({
      status: 400,
      body: { details: ['Las preferencias deben ser un objeto.'] },
    });
    expect(await post(JSON.stringify({ preferences: { theme: null } }))).toMatchObject({ status: 400 });
    expect(await post(JSON.stringify({}))).toEqual({ status: 200, body: {} });
  });

  it('never answers with class-validator’s English', async () => {
    const wrongType = await post(JSON.stringify({ preferences: 'oscuro' }));
    expect(wrongType.body.details).toEqual(['Las preferencias deben ser un objeto.']);
    const noTypeCheck = await post(JSON.stringify({ extra: 7 }));
    expect(noTypeCheck.body.details).toEqual(['El campo "extra" debe ser un objeto.']);
    const noMessage = await post(JSON.stringify({ note: 5 }));
    expect(noMessage.body.details).toEqual(['El campo "note" no es válido.']);
    const unknown = await post(JSON.stringify({ preferences: { theme: 'dark', x: 1 } }));
    expect(unknown.body.details).toEqual(['El campo "preferences.x" no está permitido.']);
  });

  it('stores names in NFC', async () => {
    expect(await post(JSON.stringify({ firstName: '  Jose\u0301 ' }))).toEqual({
      status: 200,
      body: { firstName: 'José' },
    });
  });

  it('refuses hostile query strings and paths, and normalises query text', async () => {
    for (const path of ['/api/profile?search=%00', '/api/profile?search=%ED%A0%80', '/api/profile/%C0%80']) {
      expect(await get(path), path).toMatchObject({ status: 400, body: { message: Messages.invalidUrl } });
    }
    expect(await get('/api/profile?search=Jose%CC%81')).toMatchObject({
      status: 200,
      body: { search: 'José' },
    });
    const repeated = Array.from({ length: MAX_INPUT_ARRAY_LENGTH + 1 }, () => 'search=a').join('&');
    expect(await get(`/api/profile?${repeated}`)).toMatchObject({ status: 400 });
  });

  it('answers a request line past Node’s header limit with a Spanish 431, not a bare status', async () => {
    expect(await get(`/api/profile?search=${'x'.repeat(20_000)}`)).toEqual({
      status: 431,
      body: { statusCode: 431, message: Messages.headersTooLarge, code: 'VALIDATION_FAILED' },
    });
  });
});
