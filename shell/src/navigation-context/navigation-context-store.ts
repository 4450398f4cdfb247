// The module itself, not the '@pipcrafters/ui' share: the shell registers this store at start (shell-api), and the
// root bundle (landing, /auth) must not pull in the UI kit.
import {
  type ContextSectionId,
  type LastVisit,
  NAVIGATION_CONTEXT_STORAGE_KEY,
  parseStoredVisit,
  SECTION_CONTEXTS,
  type SectionContext,
  sectionForPath,
} from '@pipcrafters/ui/src/navigation-context/navigation-context';
import { create } from 'zustand';

interface NavigationContextState extends LastVisit {
  /** Records a visit to the section that owns `pathname`, now. */
  visit: (pathname: string, now?: Date) => void;
}

function readStored(): LastVisit {
  try {
    return parseStoredVisit(localStorage.getItem(NAVIGATION_CONTEXT_STORAGE_KEY));
  } catch {
    return parseStoredVisit(null);
  }
}

/** The navigation context the assistants read: the last section visited and when, kept in local storage. */
export const useNavigationContextStore = create<NavigationContextState>((set) => ({
  ...readStored(),
  visit: (pathname, now = new Date()) => {
    const visit: LastVisit = { section: sectionForPath(pathname), visitedAt: now.toISOString() };
    try {
      localStorage.setItem(NAVIGATION_CONTEXT_STORAGE_KEY, JSON.stringify(visit));
    } catch {
      // Private mode or full storage: the context still holds for this visit.
    }
    set(visit);
  },
}));

export function contextOf(section: ContextSectionId): SectionContext {
  return SECTION_CONTEXTS[section];
}
