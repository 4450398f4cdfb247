import { PASSWORD_MAX_LENGTH } from '@pipcrafters/contracts';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { IdentityMessages } from '../../messages';
import { normalizedEmail } from './register.dto';

const { email: EMAIL, password: PASSWORD } = IdentityMessages.fields.login;

export class LoginDto {
  @Transform(normalizedEmail)
  @IsString({ message: EMAIL })
  @Length(1, 254, { message: EMAIL })
  email: string;

  @IsString({ message: PASSWORD })
  @Length(1, PASSWORD_MAX_LENGTH * 4, { message: PASSWORD })
  password: string;
}
