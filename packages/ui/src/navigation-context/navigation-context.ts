import { isUnderPath } from '@pipcrafters/contracts';

/** The sections the assistants know (spec §1); everything else gets the general context. */
export type ContextSectionId =
  | 'dashboard'
  | 'alvaro'
  | 'clara'
  | 'mindcrafter'
  | 'pipjournal'
  | 'edgepilot'
  | 'terminal'
  | 'general';

export interface SuggestedAction {
  label: string;
  to: string;
}

export interface SectionContext {
  id: ContextSectionId;
  /** Spanish name of the section. */
  name: string;
  focus: string;
  actions: SuggestedAction[];
  /** Paths that belong to the section (equal or below); Clara has no page of her own. */
  paths: string[];
}

/** Spec §1: each assistant section's focus and its suggested actions; the general one for any other place. */
export const SECTION_CONTEXTS: Record<ContextSectionId, SectionContext> = {
  dashboard: {
    id: 'dashboard',
    name: 'Dashboard',
    focus: 'Resumen de tu actividad',
    actions: [
      { label: 'Revisar tu progreso', to: '/misiones' },
      { label: 'Definir objetivos', to: '/misiones' },
      { label: 'Analizar tu rendimiento', to: '/edgepilot' },
    ],
    paths: ['/', '/dashboard'],
  },
  alvaro: {
    id: 'alvaro',
    name: 'Alvaro',
    focus: 'Educación en trading',
    actions: [
      { label: 'Preguntar sobre estrategias', to: '/estrategias' },
      { label: 'Repasar conceptos', to: '/aprende' },
      { label: 'Pedir ejemplos', to: '/tutor-ia' },
    ],
    // /tutor-ia is Alvaro's own page (issue 17); Clara has none.
    paths: ['/tutor-ia'],
  },
  clara: {
    id: 'clara',
    name: 'Clara',
    focus: 'Psicología del trading',
    actions: [
      { label: 'Gestionar tus emociones', to: '/daily-reflection' },
      { label: 'Reducir el estrés', to: '/mindcrafter' },
      { label: 'Mejorar tu disciplina', to: '/pipjournal' },
    ],
    paths: [],
  },
  mindcrafter: {
    id: 'mindcrafter',
    name: 'MindCrafter',
    focus: 'Entrenamiento mental',
    actions: [
      { label: 'Entrenar tu mente', to: '/mindcrafter' },
      { label: 'Escribir tu reflexión diaria', to: '/daily-reflection' },
      { label: 'Revisar tu diario', to: '/pipjournal' },
    ],
    paths: ['/mindcrafter'],
  },
  pipjournal: {
    id: 'pipjournal',
    name: 'PipJournal',
    focus: 'Diario de operaciones',
    actions: [
      { label: 'Analizar tus operaciones', to: '/pipjournal' },
      { label: 'Identificar patrones', to: '/edgepilot' },
      { label: 'Mejorar tus entradas', to: '/estrategias' },
    ],
    paths: ['/pipjournal'],
  },
  edgepilot: {
    id: 'edgepilot',
    name: 'EdgePilot',
    focus: 'Seguimiento del rendimiento',
    actions: [
      { label: 'Revisar métricas', to: '/edgepilot' },
      { label: 'Comparar tu rendimiento', to: '/pipjournal' },
      { label: 'Ajustar tu estrategia', to: '/estrategias' },
    ],
    paths: ['/edgepilot'],
  },
  terminal: {
    id: 'terminal',
    name: 'The Terminal',
    focus: 'Lecciones',
    actions: [
      { label: 'Completar lecciones', to: '/aprende' },
      { label: 'Practicar conceptos', to: '/tutor-ia' },
      { label: 'Repasar material', to: '/documentation' },
    ],
    paths: ['/aprende'],
  },
  general: {
    id: 'general',
    name: 'PipCrafters',
    focus: 'Explorar la plataforma',
    actions: [
      { label: 'Explorar la plataforma', to: '/' },
      { label: 'Revisar tu perfil', to: '/profile' },
      { label: 'Definir objetivos', to: '/misiones' },
    ],
    paths: [],
  },
};

export const DEFAULT_CONTEXT_SECTION: ContextSectionId = 'dashboard';

export function isContextSectionId(value: unknown): value is ContextSectionId {
  return typeof value === 'string' && Object.hasOwn(SECTION_CONTEXTS, value);
}

/** The section a path belongs to: '/', /dashboard, /aprende/lesson/3 → their section; any other path → general. */
export function sectionForPath(pathname: string): ContextSectionId {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = Object.values(SECTION_CONTEXTS).find((section) =>
    section.paths.some((prefix) => isUnderPath(path, prefix)),
  );
  return match?.id ?? 'general';
}

/** What is kept in local storage: the last section visited and when (ISO 8601; null if never). */
export interface LastVisit {
  section: ContextSectionId;
  visitedAt: string | null;
}

export const NAVIGATION_CONTEXT_STORAGE_KEY = 'pipcrafters-navigation-context';

/** A stored value that is missing, malformed or unknown falls back to the Dashboard, never visited. */
export function parseStoredVisit(raw: string | null): LastVisit {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<LastVisit> | null;
    if (value && isContextSectionId(value.section)) {
      const visitedAt =
        typeof value.visitedAt === 'string' && !Number.isNaN(Date.parse(value.visitedAt))
          ? value.visitedAt
          : null;
      return { section: value.section, visitedAt };
    }
  } catch {
    // Not JSON: fall through to the default.
  }
  return { section: DEFAULT_CONTEXT_SECTION, visitedAt: null };
}
