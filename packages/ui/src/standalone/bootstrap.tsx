import routes from '@pipcrafters/remote-routes';
import { mountStandalone } from './standalone';

mountStandalone(routes);
