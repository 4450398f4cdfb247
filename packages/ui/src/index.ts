export { ComingSoonCard, type ComingSoonCardProps } from './coming-soon-card';
export { type ComingSoonPage, comingSoonRoutes } from './coming-soon-routes';
export { PageHeading, type PageHeadingProps } from './page-heading';
export type { RemoteRoute, RemoteRoutesModule } from './remote-route';
export { mountStandalone } from './standalone';
export { formatDateTime, USER_STATUS_COLORS, USER_STATUS_LABELS } from './user-status';
