import { MAX_BULK_APPROVE } from '@pipcrafters/contracts';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import { IdentityMessages } from '../../messages';

const { ids: IDS, id: ID } = IdentityMessages.fields.requests;

export class BulkApproveDto {
  @IsArray({ message: IDS })
  @ArrayMinSize(1, { message: IDS })
  @ArrayMaxSize(MAX_BULK_APPROVE, { message: IDS })
  @IsUUID('all', { each: true, message: ID })
  ids: string[];
}
