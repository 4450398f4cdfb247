// The kit's display pieces (K1): drawn without antd, styled by the shell's stylesheets (app-chrome.css for the pieces
// the shell drew first, kit-display.css for the rest), so a page drawn with them downloads no antd at all.
export { Tooltip, type TooltipProps } from '../tooltip/tooltip';
export { Alert, type AlertProps } from './alert';
export {
  Button,
  type ButtonLook,
  type ButtonProps,
  buttonClassName,
  LinkButton,
  type LinkButtonProps,
} from './button';
export { Card, type CardProps } from './card';
export { ConfirmPopover, type ConfirmPopoverProps } from './confirm-popover';
export { Descriptions, type DescriptionsItem, type DescriptionsProps } from './descriptions';
export { Divider } from './divider';
export { Empty } from './empty';
export { Flex, type FlexProps } from './flex';
export { Grid, type GridProps } from './grid';
export { LazyPopconfirm, type LazyPopconfirmProps } from './lazy-popconfirm';
export { Popup, type PopupProps } from './popup';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { Result, type ResultProps } from './result';
export { Skeleton } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { Statistic, type StatisticProps } from './statistic';
export { Tag, type TagColor, type TagProps } from './tag';
export { Text, type TextProps } from './text';
export { Paragraph, type ParagraphProps, Title, type TitleProps } from './typography';
