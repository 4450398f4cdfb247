import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../password-policy';
import { normalizedEmail } from './register.dto';

export class LoginDto {
  @Transform(normalizedEmail)
  @IsString({ message: 'El correo electrónico es obligatorio.' })
  @IsNotEmpty({ message: 'El correo electrónico es obligatorio.' })
  @MaxLength(254, { message: 'El correo electrónico no puede tener más de 254 caracteres.' })
  email: string;

  @IsString({ message: 'La contraseña es obligatoria.' })
  @IsNotEmpty({ message: 'La contraseña es obligatoria.' })
  @MaxLength(PASSWORD_MAX_LENGTH * 4, { message: 'La contraseña es demasiado larga.' })
  password: string;
}
