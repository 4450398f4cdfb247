export { lazyWithAntd } from './antd-boundary/antd-boundary';
export { assistantApi, assistantKeys } from './assistant/assistant-api';
export {
  AssistantChat,
  type AssistantChatProps,
  type AssistantStarter,
  MarkdownView,
  type StarterGroup,
} from './assistant/lazy-chat';
export {
  ComingSoonCard,
  type ComingSoonCardProps,
  type ComingSoonPage,
  comingSoonRoutes,
} from './coming-soon-routes';
export {
  formatFixed,
  formatMoney,
  formatNumber,
  formatPercent,
  formatR,
  formatSigned,
  parseAmount,
  parseDecimal,
  tradesLabel,
} from './format/numbers';
export * from './kit/display';
export * from './kit/inputs';
export {
  type ContextSectionId,
  DEFAULT_CONTEXT_SECTION,
  isContextSectionId,
  type LastVisit,
  NAVIGATION_CONTEXT_STORAGE_KEY,
  parseStoredVisit,
  SECTION_CONTEXTS,
  type SectionContext,
  type SuggestedAction,
  sectionForPath,
} from './navigation-context/navigation-context';
export { PageHeading, type PageHeadingProps } from './page-heading';
export { useProgressiveList } from './progressive-list/use-progressive-list';
export type { RemoteRoute, RemoteRoutesModule } from './remote-route';
export {
  type AntdProvider,
  type NavigationContextValue,
  type RealtimeHandler,
  type ShellApi,
  type ShellSession,
  subscribeRealtime,
  useNavigationContext,
  useRealtime,
  useSession,
} from './shell-api/shell-api';
export {
  dismissedBySwipe,
  type ShownToast,
  TOAST_DURATIONS_MS,
  TOAST_HOTKEY,
  TOAST_KEY_ATTRIBUTE,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastInput,
  type ToastVariant,
  toastDurationMs,
} from './toast/toast-policy';
export { useToastStore } from './toast/toast-store';
export { type ToastApi, useToast } from './toast/use-toast';
export {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type TooltipDelayClock,
  tooltipDelayClock,
} from './tooltip/tooltip-delay';
export { formatDateTime, USER_STATUS_COLORS, USER_STATUS_LABELS } from './user-status';
export { VISUALLY_HIDDEN } from './visually-hidden';
