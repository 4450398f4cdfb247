import { useState } from 'react';

/**
 * True from the first time `condition` is true, and from then on: a drawer, modal or tab loaded on first use
 * (`React.lazy`) is mounted only then and stays mounted, so its closing animation and its state survive; a section
 * drawn once its first answer has come stays drawn while later answers load.
 */
export function useOpenedOnce(condition: boolean): boolean {
  const [opened, setOpened] = useState(condition);
  if (condition && !opened) setOpened(true);
  return opened || condition;
}
