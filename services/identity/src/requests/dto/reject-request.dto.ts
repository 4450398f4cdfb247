import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from '../../users/dto/update-user.dto';

export class RejectRequestDto {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'El motivo debe ser un texto de como máximo 500 caracteres.' })
  @MaxLength(500, { message: 'El motivo debe ser un texto de como máximo 500 caracteres.' })
  reason?: string;
}
