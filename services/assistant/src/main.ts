import 'reflect-metadata';
import { service } from './service';

void service.start();
