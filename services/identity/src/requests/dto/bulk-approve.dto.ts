import { MAX_BULK_APPROVE } from '@pipcrafters/contracts';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';

const IDS = `Indica entre 1 y ${MAX_BULK_APPROVE} solicitudes en "ids".`;

export class BulkApproveDto {
  @IsArray({ message: IDS })
  @ArrayMinSize(1, { message: IDS })
  @ArrayMaxSize(MAX_BULK_APPROVE, { message: IDS })
  @IsUUID('all', { each: true, message: 'Cada elemento de "ids" debe ser un identificador válido.' })
  ids: string[];
}
