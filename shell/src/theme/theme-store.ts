import type { ThemePreference } from '@pipcrafters/contracts';
import { create } from 'zustand';
import { parseStoredTheme, THEME_STORAGE_KEY } from './theme';

interface ThemeState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

function readStored(): ThemePreference {
  try {
    return parseStoredTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return parseStoredTheme(null);
  }
}

export const useThemeStore = create<ThemeState>((set) => ({
  preference: readStored(),
  setPreference: (preference) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // Private mode or full storage: the choice still applies for this visit.
    }
    set({ preference });
  },
}));
