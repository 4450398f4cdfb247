import type { ThemePreference } from '@pipcrafters/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, Length, ValidateNested } from 'class-validator';
import { IdentityMessages } from '../../messages';

const Texts = IdentityMessages.fields.profile;

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PreferencesDto {
  @IsIn(['dark', 'light', 'auto'], { message: Texts.theme })
  theme: ThemePreference;
}

export class UpdateUserDto {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: Texts.firstName })
  @Length(1, 80, { message: Texts.firstName })
  firstName?: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: Texts.lastName })
  @Length(1, 80, { message: Texts.lastName })
  lastName?: string;

  @IsOptional()
  @IsObject({ message: Texts.preferences })
  @ValidateNested()
  @Type(() => PreferencesDto)
  preferences?: PreferencesDto;
}
