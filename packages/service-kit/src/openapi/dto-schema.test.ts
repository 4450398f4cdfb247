import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  MaxLength,
  Min,
  MinLength,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { describe, expect, it } from 'vitest';
import { dtoSchemas, queryParameters } from './dto-schema';

@ValidatorConstraint({ name: 'strongSecret' })
class StrongSecret implements ValidatorConstraintInterface {
  static readonly jsonSchema = { type: 'string', minLength: 10, maxLength: 128 };
  validate(value: unknown) {
    return typeof value === 'string' && value.length >= 10;
  }
}

@ValidatorConstraint({ name: 'shout' })
class Shout implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return typeof value === 'string' && value === value.toUpperCase();
  }
}

class AddressDto {
  @IsString()
  @MaxLength(100)
  street: string;
}

class SignUpDto {
  @IsString()
  @MinLength(2)
  @MaxLength(80)
  name: string;

  @IsEmail()
  email: string;

  @Validate(StrongSecret)
  secret: string;

  @Validate(Shout)
  motto: string;

  @IsOptional()
  @IsIn(['dark', 'light'])
  theme?: string;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => AddressDto)
  address?: AddressDto;

  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(5)
  @IsUUID('all', { each: true })
  friends: string[];
}

class PageDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;
}

class SearchDto extends PageDto {
  @IsOptional()
  @Length(1, 50)
  search?: string;

  @IsOptional()
  @IsBoolean()
  unread?: boolean;
}

describe('dtoSchemas', () => {
  it('describes a DTO from its class-validator decorators, nested DTOs included', () => {
    expect(dtoSchemas([SignUpDto])).toEqual({
      SignUpDto: {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 2, maxLength: 80 },
          email: { type: 'string', format: 'email' },
          secret: { type: 'string', minLength: 10, maxLength: 128 },
          motto: { type: 'string' },
          theme: { type: 'string', enum: ['dark', 'light'] },
          address: { $ref: '#/components/schemas/AddressDto' },
          friends: {
            type: 'array',
            minItems: 1,
            maxItems: 5,
            items: { type: 'string', format: 'uuid' },
          },
        },
        required: ['name', 'email', 'secret', 'motto', 'friends'],
        additionalProperties: false,
      },
      AddressDto: {
        type: 'object',
        properties: { street: { type: 'string', maxLength: 100 } },
        required: ['street'],
        additionalProperties: false,
      },
    });
  });

  it('takes inherited fields and the defaults the fields start with', () => {
    expect(dtoSchemas([SearchDto]).SearchDto).toEqual({
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, default: 1 },
        search: { type: 'string', minLength: 1, maxLength: 50 },
        unread: { type: 'boolean' },
      },
      additionalProperties: false,
    });
  });

  it('refuses two different DTOs of the same name', () => {
    class AddressDto {
      @IsInt()
      number: number;
    }
    expect(() => dtoSchemas([SignUpDto, AddressDto])).toThrow(/AddressDto/);
  });
});

describe('queryParameters', () => {
  it('turns each field of a query DTO into a query parameter, its own fields first', () => {
    expect(queryParameters(SearchDto)).toEqual([
      {
        name: 'search',
        in: 'query',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: 50 },
      },
      { name: 'unread', in: 'query', required: false, schema: { type: 'boolean' } },
      { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
    ]);
  });
});
