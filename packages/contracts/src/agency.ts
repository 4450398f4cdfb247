/**
 * The AI agency tools (`/api/assistant/{chatbots,content,designs,social}`, owned by the assistant service): chatbots
 * built on chosen lessons and the user's own texts, content drafts grounded in the course, suggestions for social
 * images (rendered in the browser) and captions and posts planned on a calendar. Every tool works offline (local
 * mode) and with an OpenAI-compatible provider when one is configured; every output and saved item says which mode
 * made it. All routes need a signed-in user and only ever show, change or delete the user's own items (another
 * user's id is a 404).
 *
 * What the assistants refuse, the tools refuse: a generation input, a playground question or a text saved for
 * publishing that asks for or gives buy/sell signals or price predictions, or promises profits, is answered with a
 * 422 `AgencyRefusalBody` (the playground answers a refusal as a chat answer instead, `refused: true`).
 */

import type { AssistantCitation, AssistantMode } from './assistant';

// ---------------------------------------------------------------------------------------------------------------
// Shared

/** `local`: composed here from the course, offline. `provider`: a configured OpenAI-compatible model wrote it. */
export type AgencyMode = AssistantMode;

export const AGENCY_MODE_LABELS: Record<AgencyMode, string> = {
  local: 'Modo local',
  provider: 'Modelo de IA',
};

/** A lesson cited by an output: the lesson's page is `href` (/aprende/lesson/{id}). */
export type AgencyCitation = AssistantCitation;

/** Tones shared by chatbots and content drafts. */
export const AGENCY_TONES = ['cercano', 'profesional', 'motivador', 'didactico'] as const;
export type AgencyTone = (typeof AGENCY_TONES)[number];
export const AGENCY_TONE_LABELS: Record<AgencyTone, string> = {
  cercano: 'Cercano',
  profesional: 'Profesional',
  motivador: 'Motivador',
  didactico: 'Didáctico',
};

export const AGENCY_LIMITS = {
  /**
   * Generations (playground answers, drafts, design suggestions, captions) a user may ask for in the window, across
   * the four tools; the next one is a 429 with a Spanish message and `Retry-After` (seconds).
   */
  generationsPerWindow: 30,
  windowSeconds: 600,
} as const;

/** The `code` of a 422 refusal. */
export const AGENCY_REFUSED_CODE = 'CONTENT_REFUSED' as const;

/** Which platform guardrail refused the input (the same rules as Alvaro and Clara). */
export type AgencyGuardrailKind =
  | 'signal'
  | 'guarantee'
  | 'distress'
  | 'password'
  | 'mentor-scam'
  | 'rent-money';

/**
 * The body of a 422 refusal: `message` says in one Spanish sentence why it cannot be generated or saved;
 * `explanation` is the guardrail's full answer in Markdown (what to learn instead, its lessons linked); `field` names
 * the input that touched the rule ('topic', 'audience', 'markdown', 'text', 'headline', 'message', 'output' for what a
 * model wrote...).
 */
export interface AgencyRefusalBody {
  statusCode: 422;
  code: typeof AGENCY_REFUSED_CODE;
  message: string;
  error: string;
  guardrail: AgencyGuardrailKind;
  field: string;
  explanation: string;
}

/** The platform's guardrails every chatbot inherits; listed read-only, they cannot be switched off. */
export interface InheritedGuardrail {
  key: AgencyGuardrailKind;
  label: string;
  description: string;
}

export const INHERITED_GUARDRAILS: readonly InheritedGuardrail[] = [
  {
    key: 'signal',
    label: 'Sin señales ni predicciones',
    description:
      'No da señales de compra o venta ni predice hacia dónde irá el precio de ningún instrumento, aunque se lo pidan como ejemplo.',
  },
  {
    key: 'guarantee',
    label: 'Sin promesas de ganancias',
    description: 'No promete ni insinúa ganancias: toda estrategia tiene rachas de pérdidas.',
  },
  {
    key: 'rent-money',
    label: 'Sin dinero necesario para vivir',
    description:
      'Desaconseja operar con el dinero del alquiler, las facturas o la comida, o con dinero prestado.',
  },
  {
    key: 'password',
    label: 'Sin contraseñas',
    description:
      'Nunca pide ni acepta contraseñas, PIN ni códigos de verificación, y pide cambiarlos si se comparten.',
  },
  {
    key: 'mentor-scam',
    label: 'Alerta de estafas',
    description:
      'Advierte de los «mentores» o «gestores» que piden acceso a la cuenta, acceso remoto o dinero.',
  },
  {
    key: 'distress',
    label: 'Ayuda ante una crisis',
    description:
      'Si alguien expresa angustia o pensamientos de hacerse daño, deja el trading y da los teléfonos de emergencia y de ayuda.',
  },
];

/** A lesson as the tools show it. */
export interface AgencyLessonRef {
  id: string;
  title: string;
  /** /aprende/lesson/{id} */
  href: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Chatbots: `GET/POST /api/assistant/chatbots`, `GET/PUT/DELETE /api/assistant/chatbots/{id}`,
// `GET .../{id}/versions`, `GET .../{id}/versions/{n}`, `POST .../{id}/playground`, `GET .../{id}/export`.

export const CHATBOT_LIMITS = {
  nameMin: 1,
  nameMax: 60,
  personaMax: 1000,
  welcomeMessageMax: 500,
  lessonsMax: 20,
  textsMax: 10,
  textTitleMax: 120,
  textBodyMax: 20_000,
  /** Chatbots a user may keep. */
  chatbotsMax: 50,
  /** Characters of one playground question. */
  messageMax: 2000,
  /** Earlier turns a playground question may carry. */
  historyMax: 20,
  /** Characters of one earlier turn (longer ones are cut). */
  historyTurnMax: 4000,
} as const;

/** One of the user's own texts a bot knows (notes, a course outline, an FAQ...). */
export interface ChatbotText {
  title: string;
  body: string;
}

/** `POST /api/assistant/chatbots` and `PUT /api/assistant/chatbots/{id}` (restoring a version = PUT its content). */
export interface ChatbotInput {
  /** 1–60 characters. */
  name: string;
  /** Who the bot is and how it helps, ≤ 1000 characters (may be empty). */
  persona: string;
  tone: AgencyTone;
  /** ≤ 500 characters (may be empty: the playground then greets with a default). */
  welcomeMessage: string;
  /** ≤ 20 lessons of the course (unknown ids are a 400), no repeats. */
  lessonIds: string[];
  /** ≤ 10 texts, each a title (1–120) and a body (1–20 000 characters). */
  texts: ChatbotText[];
}

export interface ChatbotSummary {
  id: string;
  name: string;
  tone: AgencyTone;
  /** The current version's number (1 for a new bot; every save that changes something adds one). */
  version: number;
  lessonCount: number;
  textCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/assistant/chatbots/{id}` (and the answer to POST and PUT): the current version. */
export interface Chatbot extends ChatbotInput {
  id: string;
  version: number;
  /** The chosen lessons, in the order of `lessonIds`, with their titles. */
  lessons: AgencyLessonRef[];
  /** Read-only: the platform's guardrails, always on. */
  inheritedGuardrails: InheritedGuardrail[];
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/assistant/chatbots/{id}/versions`: newest first. */
export interface ChatbotVersionSummary {
  version: number;
  name: string;
  createdAt: string;
  /** Whether it is the bot's current version. */
  current: boolean;
}

/** `GET /api/assistant/chatbots/{id}/versions/{n}`: a version's whole content. */
export interface ChatbotVersion extends ChatbotInput {
  version: number;
  lessons: AgencyLessonRef[];
  createdAt: string;
  current: boolean;
}

export interface PlaygroundTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** `POST /api/assistant/chatbots/{id}/playground`. */
export interface PlaygroundRequest {
  /** 1–2000 characters. */
  message: string;
  /** ≤ 20 earlier turns, oldest first (the playground keeps them; the server stores no conversation). */
  history?: PlaygroundTurn[];
  /** Which version answers (default: the current one). */
  version?: number;
}

export interface PlaygroundReply {
  /** Markdown. */
  answer: string;
  citations: AgencyCitation[];
  mode: AgencyMode;
  /** The guardrails answered instead of the bot (a signal, a promise, distress...). */
  refused: boolean;
  /** Why a provider's answer fell back to local mode, in Spanish; else null. */
  note: string | null;
  /** The version that answered. */
  version: number;
}

/** The `schemaVersion` of a chatbot's exported configuration. */
export const CHATBOT_EXPORT_SCHEMA_VERSION = 1;

/**
 * `GET /api/assistant/chatbots/{id}/export`: `application/json`, as an attachment `chatbot-{name}-v{n}.json`.
 * Schema version 1: the bot's configuration (tone with its label, lessons by id and title, texts), the platform's
 * guardrails it inherits, and when and from which version it was exported.
 */
export interface ChatbotExport {
  schemaVersion: typeof CHATBOT_EXPORT_SCHEMA_VERSION;
  exportedAt: string;
  source: 'PipCrafters';
  chatbot: {
    id: string;
    name: string;
    version: number;
    persona: string;
    tone: AgencyTone;
    toneLabel: string;
    welcomeMessage: string;
    lessons: { id: string; title: string }[];
    texts: ChatbotText[];
  };
  guardrails: InheritedGuardrail[];
}

// ---------------------------------------------------------------------------------------------------------------
// Content: `POST /api/assistant/content/generate`, `GET/POST /api/assistant/content/drafts`,
// `GET/PUT/DELETE /api/assistant/content/drafts/{id}`, `GET .../drafts/{id}/export?format=md|html`.

export const CONTENT_KINDS = ['article', 'newsletter', 'lesson-summary', 'thread'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  article: 'Artículo',
  newsletter: 'Newsletter',
  'lesson-summary': 'Resumen de lección',
  thread: 'Hilo',
};

export const CONTENT_LENGTHS = ['short', 'medium', 'long'] as const;
export type ContentLength = (typeof CONTENT_LENGTHS)[number];
export const CONTENT_LENGTH_LABELS: Record<ContentLength, string> = {
  short: 'Corto',
  medium: 'Medio',
  long: 'Largo',
};
/** The word range a draft aims at (a thread: its posts together). */
export const CONTENT_LENGTH_WORDS: Record<ContentLength, { min: number; max: number }> = {
  short: { min: 150, max: 350 },
  medium: { min: 350, max: 700 },
  long: { min: 700, max: 1200 },
};
/** How many posts a thread has, by length. */
export const THREAD_POSTS: Record<ContentLength, { min: number; max: number }> = {
  short: { min: 3, max: 5 },
  medium: { min: 5, max: 8 },
  long: { min: 8, max: 12 },
};
/** Each post of a thread, numbered "1/6", fits X's limit. */
export const THREAD_POST_MAX = 280;

export const CONTENT_LIMITS = {
  topicMin: 3,
  topicMax: 200,
  audienceMax: 120,
  titleMax: 150,
  markdownMax: 50_000,
  draftsMax: 200,
} as const;

export const CONTENT_EXPORT_FORMATS = ['md', 'html'] as const;
export type ContentExportFormat = (typeof CONTENT_EXPORT_FORMATS)[number];

/** `POST /api/assistant/content/generate`. */
export interface ContentGenerateRequest {
  kind: ContentKind;
  /** 3–200 characters. */
  topic: string;
  /** Who it is for, ≤ 120 characters (may be omitted). */
  audience?: string;
  tone: AgencyTone;
  length: ContentLength;
  /** Required for a lesson summary; for other kinds, a lesson to ground it on first. */
  lessonId?: string;
}

export interface ContentGenerated {
  title: string;
  /**
   * Markdown. An article: a title, an introduction, sections, a conclusion and the sources; a newsletter: a greeting,
   * sections and a close; a lesson summary: the key ideas of the lesson; a thread: numbered posts ("1/6 ..."), each
   * ≤ 280 characters, separated by a blank line.
   */
  markdown: string;
  citations: AgencyCitation[];
  mode: AgencyMode;
  /** Why a provider's answer fell back to local mode; else null. */
  note: string | null;
  wordCount: number;
}

/** `POST /api/assistant/content/drafts`, `PUT .../drafts/{id}`. */
export interface ContentDraftInput {
  /** 1–150 characters. */
  title: string;
  kind: ContentKind;
  /** ≤ 50 000 characters. */
  markdown: string;
  citations: AgencyCitation[];
  mode: AgencyMode;
}

export interface ContentDraftSummary {
  id: string;
  title: string;
  kind: ContentKind;
  mode: AgencyMode;
  wordCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ContentDraft extends ContentDraftSummary {
  markdown: string;
  citations: AgencyCitation[];
}

// ---------------------------------------------------------------------------------------------------------------
// Designs (rendered in the browser; the server keeps them and suggests words and colours):
// `POST /api/assistant/designs/suggest`, `GET/POST /api/assistant/designs`, `GET/PUT/DELETE .../designs/{id}`.

export const DESIGN_TEMPLATES = ['quote', 'lesson', 'trade-recap', 'equity-curve'] as const;
export type DesignTemplate = (typeof DESIGN_TEMPLATES)[number];
export const DESIGN_TEMPLATE_LABELS: Record<DesignTemplate, string> = {
  quote: 'Cita',
  lesson: 'Tarjeta de lección',
  'trade-recap': 'Resumen de operación',
  'equity-curve': 'Curva de capital',
};

export const DESIGN_FORMAT_KEYS = ['1080x1080', '1080x1920', '1200x675'] as const;
export type DesignFormatKey = (typeof DESIGN_FORMAT_KEYS)[number];

export interface DesignFormat {
  key: DesignFormatKey;
  width: number;
  height: number;
  label: string;
}

export const DESIGN_FORMATS: readonly DesignFormat[] = [
  { key: '1080x1080', width: 1080, height: 1080, label: 'Cuadrado 1080 × 1080 (Instagram, LinkedIn)' },
  { key: '1080x1920', width: 1080, height: 1920, label: 'Vertical 1080 × 1920 (historias, TikTok)' },
  { key: '1200x675', width: 1200, height: 675, label: 'Horizontal 1200 × 675 (X, LinkedIn)' },
];

export const designFormat = (key: DesignFormatKey): DesignFormat =>
  DESIGN_FORMATS.find((format) => format.key === key) as DesignFormat;

export const DESIGN_LIMITS = {
  nameMin: 1,
  nameMax: 80,
  headlineMax: 90,
  bodyMax: 600,
  topicMax: 200,
  paletteNameMax: 40,
  designsMax: 200,
  /** Headlines a suggestion gives. */
  headlinesMin: 3,
  headlinesMax: 5,
  /** Palettes a suggestion gives (at least). */
  palettesMin: 3,
} as const;

/** Colours as `#rrggbb`. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export interface DesignPalette {
  name: string;
  background: string;
  foreground: string;
  accent: string;
}

/** WCAG 2.x AA for normal text: every suggested palette's foreground on its background reaches it. */
export const WCAG_AA_CONTRAST = 4.5;

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2.x contrast ratio between two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `POST /api/assistant/designs/suggest`. */
export interface DesignSuggestRequest {
  template: DesignTemplate;
  /** ≤ 200 characters. */
  topic?: string;
  lessonId?: string;
}

export interface DesignSuggestion {
  /** 3–5 headlines, each ≤ 90 characters. */
  headlines: string[];
  /** 3 or more, each with contrast ≥ 4.5 between background and foreground. */
  palettes: DesignPalette[];
  /** A short text for the card's body (the lesson's idea or the topic's), ≤ 600 characters. */
  body: string;
  citations: AgencyCitation[];
  mode: AgencyMode;
  note: string | null;
}

/** `POST /api/assistant/designs`, `PUT .../designs/{id}`. */
export interface DesignInput {
  /** 1–80 characters. */
  name: string;
  template: DesignTemplate;
  format: DesignFormatKey;
  /** ≤ 90 characters. */
  headline: string;
  /** ≤ 600 characters. */
  body: string;
  palette: DesignPalette;
  /** For a lesson card: a lesson of the course. */
  lessonId?: string | null;
  /** For a trade recap: one of the user's journal trades. */
  tradeId?: string | null;
  /** A trade recap or equity curve shows money amounts only when true (default false). */
  showAmounts?: boolean;
  /** Which mode suggested its words (default 'local'). */
  mode?: AgencyMode;
}

export interface Design {
  id: string;
  name: string;
  template: DesignTemplate;
  format: DesignFormatKey;
  headline: string;
  body: string;
  palette: DesignPalette;
  lessonId: string | null;
  tradeId: string | null;
  showAmounts: boolean;
  mode: AgencyMode;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Social: `POST /api/assistant/social/captions`, `GET /api/assistant/social/posts?from&to`, `POST .../posts`,
// `PUT/DELETE .../posts/{id}`, `GET .../social/calendar.csv?from&to`, `GET .../social/calendar.ics?from&to`.

export const SOCIAL_NETWORK_KEYS = ['x', 'instagram', 'linkedin', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORK_KEYS)[number];

export interface SocialNetworkInfo {
  key: SocialNetwork;
  label: string;
  /** Characters of a post, hashtags included (see socialTextLength). */
  limit: number;
  /** Hashtags a caption gets. */
  hashtags: number;
}

/**
 * Limits checked in 2026: X 280 (weighted: see socialTextLength; Premium's longer posts are not assumed),
 * Instagram 2,200 (and at most 30 hashtags), LinkedIn 3,000, TikTok 2,200 (the limit its Content Posting API, the
 * route scheduling tools use, enforces; the app allows up to 4,000 for some accounts).
 */
export const SOCIAL_NETWORKS: readonly SocialNetworkInfo[] = [
  { key: 'x', label: 'X', limit: 280, hashtags: 2 },
  { key: 'instagram', label: 'Instagram', limit: 2200, hashtags: 8 },
  { key: 'linkedin', label: 'LinkedIn', limit: 3000, hashtags: 4 },
  { key: 'tiktok', label: 'TikTok', limit: 2200, hashtags: 5 },
];

export const socialNetwork = (key: SocialNetwork): SocialNetworkInfo =>
  SOCIAL_NETWORKS.find((network) => network.key === key) as SocialNetworkInfo;

export const SOCIAL_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];
export const SOCIAL_POST_STATUS_LABELS: Record<SocialPostStatus, string> = {
  draft: 'Borrador',
  scheduled: 'Programada',
  published: 'Publicada',
};

export const SOCIAL_CAPTION_SOURCES = ['topic', 'draft', 'lesson'] as const;
export type SocialCaptionSource = (typeof SOCIAL_CAPTION_SOURCES)[number];
export const SOCIAL_CAPTION_SOURCE_LABELS: Record<SocialCaptionSource, string> = {
  topic: 'Un tema',
  draft: 'Un borrador',
  lesson: 'Una lección',
};

export const SOCIAL_LIMITS = {
  topicMin: 3,
  topicMax: 200,
  /** Hashtags of one post, each `#` and 1–60 letters, digits or `_`. */
  hashtagsMax: 30,
  hashtagMax: 60,
  postsMax: 1000,
  /** Days a posts listing or a calendar export may span. */
  rangeDaysMax: 400,
} as const;

/** A hashtag as stored and shown: `#` then letters (accents included), digits or `_`. */
export const HASHTAG = /^#[\p{L}\p{N}_]{1,60}$/u;

/** The text as published: the caption, a blank line, then its hashtags separated by spaces. */
export function socialPostText(text: string, hashtags: readonly string[]): string {
  const trimmed = text.trim();
  if (hashtags.length === 0) return trimmed;
  return `${trimmed}\n\n${hashtags.join(' ')}`;
}

const URL_PATTERN = /https?:\/\/\S+/g;
/** X counts a link as 23 characters, whatever its length. */
const X_URL_WEIGHT = 23;
/** Code points X counts as one (Latin, Greek, Cyrillic, general punctuation...); every other counts two. */
const X_LIGHT_RANGES: readonly [number, number][] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];

/**
 * A post's length as its network counts it: X weighs links as 23 and emoji, CJK and other code points outside its
 * light ranges as 2; the others count code points. The client shows this count and the server enforces it.
 */
export function socialTextLength(text: string, network: SocialNetwork): number {
  if (network !== 'x') return Array.from(text).length;
  let length = 0;
  const withoutUrls = text.replace(URL_PATTERN, () => {
    length += X_URL_WEIGHT;
    return '';
  });
  for (const character of withoutUrls) {
    const code = character.codePointAt(0) as number;
    length += X_LIGHT_RANGES.some(([from, to]) => code >= from && code <= to) ? 1 : 2;
  }
  return length;
}

/** `POST /api/assistant/social/captions`. */
export interface SocialCaptionsRequest {
  source: SocialCaptionSource;
  /** With source 'topic': 3–200 characters. */
  topic?: string;
  /** With source 'draft': one of the user's content drafts. */
  draftId?: string;
  /** With source 'lesson': a lesson of the course. */
  lessonId?: string;
  /** 1–4 networks, no repeats. */
  networks: SocialNetwork[];
}

export interface SocialCaption {
  network: SocialNetwork;
  /** The caption without its hashtags. */
  text: string;
  /** Spanish hashtags from the topic's or lesson's terms, each starting with `#`. */
  hashtags: string[];
  /** socialTextLength(socialPostText(text, hashtags), network): always ≤ limit. */
  length: number;
  limit: number;
}

export interface SocialCaptionsResponse {
  captions: SocialCaption[];
  citations: AgencyCitation[];
  mode: AgencyMode;
  note: string | null;
}

/** `POST /api/assistant/social/posts`, `PUT .../posts/{id}`. */
export interface SocialPostInput {
  network: SocialNetwork;
  /** The caption; with its hashtags (socialPostText) within the network's limit. */
  text: string;
  /** ≤ 30, each `#` and 1–60 letters, digits or `_`. */
  hashtags: string[];
  /** ISO 8601 with a time zone (the client converts the user's local time); stored and returned in UTC. */
  scheduledAt: string;
  status: SocialPostStatus;
  /** Which mode wrote the caption (default 'local'). */
  mode?: AgencyMode;
}

export interface SocialPost {
  id: string;
  network: SocialNetwork;
  text: string;
  hashtags: string[];
  scheduledAt: string;
  status: SocialPostStatus;
  mode: AgencyMode;
  length: number;
  limit: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * `GET /api/assistant/social/posts?from&to`: the posts scheduled in [from, to) (ISO dates or date-times, at most
 * 400 days apart; without them: from 7 days ago to 60 days ahead), ordered by time. The same range selects the
 * calendar exports:
 * - `calendar.csv[?timeZone=Europe/Madrid]`: `text/csv; charset=utf-8`, attachment, for Spanish spreadsheets (BOM,
 *   `;`-separated, cells that look like formulas made inert), dates and times in `timeZone` (an IANA name; UTC by
 *   default): Fecha;Hora;Zona horaria;Red;Estado;Texto;Hashtags;Caracteres;Límite;Modo.
 * - `calendar.ics`: `text/calendar; charset=utf-8`, attachment, one VEVENT per post (UID, DTSTAMP, DTSTART in UTC,
 *   15 minutes, SUMMARY "Publicación en {red} ({estado})", DESCRIPTION the post's text with its hashtags; a draft is
 *   TENTATIVE).
 */
export interface SocialPostsQuery {
  from?: string;
  to?: string;
  /** calendar.csv only: the IANA time zone its dates and times are written in (default UTC). */
  timeZone?: string;
}
