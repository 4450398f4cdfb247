import type { ThemePreference } from '@pipcrafters/contracts';
import { Omittable, PersonName } from '@pipcrafters/service-kit';
import { Type } from 'class-transformer';
import { IsIn, IsObject, ValidateNested } from 'class-validator';
import { IdentityMessages } from '../../messages';
import { IanaTimeZoneField } from '../time-zone';

const Texts = IdentityMessages.fields.profile;

export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Each preference may be sent alone: the ones left out keep their stored value. */
export class PreferencesDto {
  @Omittable()
  @IsIn(['dark', 'light', 'auto'], { message: Texts.theme })
  theme?: ThemePreference;

  /** The IANA zone streaks and daily missions count days in; null clears it. */
  @IanaTimeZoneField(Texts.timeZone, { nullable: true })
  timeZone?: string | null;
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
