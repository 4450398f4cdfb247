import type { ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAntdParts } from './antd-parts/antd-parts';

/**
 * A link that looks like a button: one focusable `<a href>` (not a button inside a link, which is two tab stops and
 * invalid HTML), navigating inside the app; modified clicks (new tab, new window) are left to the browser. antd's
 * Button, loaded with the page that shows one (see loadAntdParts).
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const { Button } = useAntdParts();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
