import { PASSWORD_MAX_LENGTH } from '@pipcrafters/contracts';
import { IsString, Length } from 'class-validator';
import { IdentityMessages } from '../../messages';

const CURRENT = IdentityMessages.fields.changePassword.currentPassword;
/** The full policy needs the account's e-mail, so AuthService checks it; here only the shape. */
const NEW = IdentityMessages.fields.changePassword.newPassword;

export class ChangePasswordDto {
  @IsString({ message: CURRENT })
  @Length(1, PASSWORD_MAX_LENGTH * 4, { message: CURRENT })
  currentPassword: string;

  @IsString({ message: NEW })
  @Length(1, PASSWORD_MAX_LENGTH * 4, { message: NEW })
  newPassword: string;
}
