import 'reflect-metadata';
import { bootstrapService } from '@pipcrafters/service-kit';
import { identityService } from './identity.module';

bootstrapService(identityService);
