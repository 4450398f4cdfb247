import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTEXT_SECTION,
  NAVIGATION_CONTEXT_STORAGE_KEY,
  parseStoredVisit,
  SECTION_CONTEXTS,
  sectionForPath,
} from './navigation-context';

describe('navigation context', () => {
  it('knows the assistant sections of the spec, each with a focus and suggested actions', () => {
    expect(Object.values(SECTION_CONTEXTS).map((section) => section.name)).toEqual([
      'Dashboard',
      'Alvaro',
      'Clara',
      'MindCrafter',
      'PipJournal',
      'EdgePilot',
      'The Terminal',
      'PipCrafters',
    ]);
    for (const section of Object.values(SECTION_CONTEXTS)) {
      expect(section.focus, section.id).not.toBe('');
      expect(section.actions.length, section.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every other place the general focus: explore, review profile, set goals', () => {
    expect(SECTION_CONTEXTS.general.actions).toEqual([
      { label: 'Explorar la plataforma', to: '/' },
      { label: 'Revisar tu perfil', to: '/profile' },
      { label: 'Definir objetivos', to: '/misiones' },
    ]);
    for (const path of ['/profile', '/community/4', '/estrategias/new', '/notifications', '/mindcrafterx']) {
      expect(sectionForPath(path), path).toBe('general');
    }
  });

  it('maps each path to its section', () => {
    expect(sectionForPath('/')).toBe('dashboard');
    expect(sectionForPath('/dashboard')).toBe('dashboard');
    expect(sectionForPath('/aprende/lesson/3')).toBe('terminal');
    expect(sectionForPath('/pipjournal/')).toBe('pipjournal');
    expect(sectionForPath('/edgepilot')).toBe('edgepilot');
    expect(sectionForPath('/mindcrafter')).toBe('mindcrafter');
    expect(sectionForPath('/tutor-ia')).toBe('alvaro');
  });

  it('defaults to the Dashboard, never visited, when nothing valid is stored', () => {
    expect(NAVIGATION_CONTEXT_STORAGE_KEY).toBe('pipcrafters-navigation-context');
    const fallback = { section: DEFAULT_CONTEXT_SECTION, visitedAt: null };
    expect(DEFAULT_CONTEXT_SECTION).toBe('dashboard');
    expect(parseStoredVisit(null)).toEqual(fallback);
    expect(parseStoredVisit('{roto')).toEqual(fallback);
    expect(parseStoredVisit('{"section":"toString"}')).toEqual(fallback);
    expect(parseStoredVisit('{"section":"marte","visitedAt":"2026-01-01T00:00:00.000Z"}')).toEqual(fallback);
  });

  it('reads back a stored visit, dropping a timestamp that is not one', () => {
    expect(parseStoredVisit('{"section":"edgepilot","visitedAt":"2026-03-01T10:00:00.000Z"}')).toEqual({
      section: 'edgepilot',
      visitedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(parseStoredVisit('{"section":"clara","visitedAt":"ayer"}')).toEqual({
      section: 'clara',
      visitedAt: null,
    });
  });
});
