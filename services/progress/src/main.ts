import 'reflect-metadata';
import { bootstrapService } from '@pipcrafters/service-kit';
import { progressService } from './progress.module';

bootstrapService(progressService);
