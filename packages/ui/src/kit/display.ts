// The kit's display pieces (K1): drawn without antd, styled by the shell's stylesheets (app-chrome.css for the pieces
// the shell drew first, kit-display.css for the rest), so a page drawn with them downloads no antd at all.
export { Tooltip, type TooltipProps } from '../tooltip/tooltip';
export {
  Button,
  type ButtonLook,
  type ButtonProps,
  buttonClassName,
  LinkButton,
  type LinkButtonProps,
} from './button';
export { ConfirmPopover, type ConfirmPopoverProps } from './confirm-popover';
export { Empty } from './empty';
export { Flex, type FlexProps } from './flex';
export { Popup, type PopupProps } from './popup';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { Skeleton } from './skeleton';
export { Statistic, type StatisticProps } from './statistic';
export { Text, type TextProps } from './text';
