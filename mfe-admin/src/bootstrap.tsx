import { mountStandalone } from '@pipcrafters/ui';
import routes from './routes';

const container = document.createElement('div');
document.body.appendChild(container);
mountStandalone(routes, container);
