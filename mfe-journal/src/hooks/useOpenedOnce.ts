import { useState } from 'react';

/**
 * True from the first time `open` is true: a drawer, modal or tab loaded on first use (`React.lazy`) is mounted only
 * then, and stays mounted so its closing animation and its state survive.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
