import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Messages } from '@pipcrafters/contracts';
import { plainToInstance } from 'class-transformer';
import { IsString, validateSync } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { Omittable, PersonName } from './dto-fields';
import { dtoSchemas } from './openapi/dto-schema';

class Person {
  @PersonName('El nombre no es válido.')
  firstName: string;

  @Omittable()
  @PersonName('El apellido no es válido.', 20)
  lastName?: string;

  @Omittable()
  @IsString({ message: 'La nota no es válida.' })
  note?: string;
}

/** The messages a plain object gets, validated as the pipe does (transform, then validate). */
function problems(plain: Record<string, unknown>): string[] {
  const errors = validateSync(plainToInstance(Person, plain), { forbidUnknownValues: true });
  return errors.flatMap((error) => Object.values(error.constraints ?? {}));
}

const valid = (plain: Record<string, unknown>) => plainToInstance(Person, plain);

describe('Omittable', () => {
  it('lets a field be left out, but validates a null like any other value', () => {
    expect(problems({ firstName: 'Ana' })).toEqual([]);
    expect(problems({ firstName: 'Ana', note: null })).toEqual(['La nota no es válida.']);
    expect(problems({ firstName: 'Ana', lastName: null })).toContain('El apellido no es válido.');
  });

  it('keeps the field out of the schema’s required list', () => {
    expect(dtoSchemas([Person]).Person).toMatchObject({ required: ['firstName'] });
  });
});

describe('PersonName', () => {
  it('trims spaces and stores NFC', () => {
    expect(valid({ firstName: '  Jose\u0301\u00a0' }).firstName).toBe('José');
    expect(problems({ firstName: ' María-José O’Neill ' })).toEqual([]);
    expect(problems({ firstName: 'Zoë 李 Ørsted' })).toEqual([]);
  });

  it('refuses zero-width, bidi, control and separator characters, even at the ends', () => {
    for (const name of [
      'Ana\u200b',
      '\u200bAna',
      'A\u200cna',
      'A\u200dna',
      'Ana\u2060',
      '\ufeffAna',
      'Ana\u00ad',
      '\u202eanA',
      'An\u202ba',
      'Ana\u2066x\u2069',
      'Ana\u200e',
      'Ana\u200f',
      'Ana\u061c',
      'Ana\u0007',
      'A\tna',
      'Ana\u2028x',
      'Ana\u{e0041}',
    ]) {
      expect(problems({ firstName: name }), JSON.stringify(name)).toEqual([Messages.nameCharacters]);
    }
  });

  it('refuses what is not a name of the right length with the field’s message', () => {
    expect(problems({ firstName: '' })).toEqual(['El nombre no es válido.']);
    expect(problems({ firstName: '   ' })).toEqual(['El nombre no es válido.']);
    expect(problems({ firstName: 7 })).toContain('El nombre no es válido.');
    expect(problems({ firstName: null })).toContain('El nombre no es válido.');
    expect(problems({ firstName: 'x'.repeat(81) })).toEqual(['El nombre no es válido.']);
    expect(problems({ firstName: 'Ana', lastName: 'y'.repeat(21) })).toEqual(['El apellido no es válido.']);
  });

  it('is described in the OpenAPI schema', () => {
    expect(dtoSchemas([Person]).Person?.properties?.firstName).toMatchObject({
      type: 'string',
      minLength: 1,
      maxLength: 80,
      description: Messages.nameCharacters,
    });
  });
});

/** Where DTOs live: every part's src; environments (`config`, `*-env.ts`) read variables, never null. */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const DTO_ROOTS = ['services', 'gateway/src', 'packages/service-kit/src'];

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|-env\.ts$|^config\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('every DTO of the repository', () => {
  it('uses Omittable, never class-validator’s IsOptional (which lets null through)', () => {
    const files = DTO_ROOTS.flatMap((folder) => sources(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(20);
    const offenders = files
      .filter((file) => /\bIsOptional\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
