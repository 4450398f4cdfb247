import type { ThemePreference } from '@pipcrafters/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, Length, ValidateNested } from 'class-validator';

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PreferencesDto {
  @IsIn(['dark', 'light', 'auto'], { message: 'El tema debe ser "dark", "light" o "auto".' })
  theme: ThemePreference;
}

export class UpdateUserDto {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'El nombre debe tener entre 1 y 80 caracteres.' })
  @Length(1, 80, { message: 'El nombre debe tener entre 1 y 80 caracteres.' })
  firstName?: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Los apellidos deben tener entre 1 y 80 caracteres.' })
  @Length(1, 80, { message: 'Los apellidos deben tener entre 1 y 80 caracteres.' })
  lastName?: string;

  @IsOptional()
  @IsObject({ message: 'Las preferencias deben ser un objeto.' })
  @ValidateNested()
  @Type(() => PreferencesDto)
  preferences?: PreferencesDto;
}
