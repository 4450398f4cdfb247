import type { ThemePreference } from '@pipcrafters/contracts';
import { Omittable, PersonName } from '@pipcrafters/service-kit';
import { Type } from 'class-transformer';
import { IsIn, IsObject, ValidateNested } from 'class-validator';
import { IdentityMessages } from '../../messages';

const Texts = IdentityMessages.fields.profile;

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PreferencesDto {
  @IsIn(['dark', 'light', 'auto'], { message: Texts.theme })
  theme: ThemePreference;
}

export class UpdateUserDto {
  @Omittable()
  @PersonName(Texts.firstName)
  firstName?: string;

  @Omittable()
  @PersonName(Texts.lastName)
  lastName?: string;

  @Omittable()
  @IsObject({ message: Texts.preferences })
  @ValidateNested()
  @Type(() => PreferencesDto)
  preferences?: PreferencesDto;
}
