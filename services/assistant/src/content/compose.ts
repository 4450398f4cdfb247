import {
  type AgencyCitation,
  type AgencyTone,
  CONTENT_LENGTH_WORDS,
  CONTENT_LIMITS,
  type ContentKind,
  type ContentLength,
  THREAD_POSTS,
} from '@pipcrafters/contracts';
import type { CatalogLesson } from '../agency/catalog';
import { AgencyMessages } from '../agency/messages';
import { publishable } from '../agency/refusal';
import { cutWords, plainFromMarkdown, sentencesOf, splitThread, wordCount } from '../agency/text';
import { citationOf, lessonLink } from '../answers/local/compose';
import type { LearningPassage } from '../sources/sources.service';

export interface ContentRequest {
  kind: ContentKind;
  topic: string;
  audience: string;
  tone: AgencyTone;
  length: ContentLength;
}

export interface ComposedContent {
  title: string;
  markdown: string;
  citations: AgencyCitation[];
}

/** How many sections (lessons' passages) a draft has, by length. */
const SECTIONS: Record<ContentLength, number> = { short: 2, medium: 3, long: 5 };

interface Section {
  heading: string;
  citation: AgencyCitation;
  sentences: string[];
  taken: number;
}

const T = AgencyMessages.content;

export const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function titleFor(kind: ContentKind, topic: string, lesson?: CatalogLesson): string {
  const title = kind === 'lesson-summary' && lesson ? T.title[kind](lesson.title) : T.title[kind](topic);
  return cutWords(capitalised(title), CONTENT_LIMITS.titleMax);
}

/** A passage's sentences that can be published as they are (no table captions, nothing the guardrails refuse). */
function usable(passage: LearningPassage): string[] {
  return sentencesOf(passage.text).filter(
    (sentence) => (!/:$/.test(sentence) || sentence.length > 80) && publishable(sentence),
  );
}

/** The passages grouped into sections (one per heading of a lesson), the best first, at most `max`. */
function sections(passages: LearningPassage[], max: number): Section[] {
  const found = new Map<string, Section>();
  for (const passage of passages) {
    const sentences = usable(passage);
    if (sentences.length === 0) continue;
    const heading = (passage.heading?.split(' › ').at(-1) ?? passage.lessonTitle).replace(/[.:]$/, '');
    const key = `${passage.lessonId}|${heading}`;
    const section = found.get(key);
    if (section) section.sentences.push(...sentences);
    else if (found.size < max)
      found.set(key, { heading, citation: citationOf(passage), sentences, taken: 0 });
  }
  // Two sections may not share a heading (a lesson's title): the second is named after its lesson.
  const headings = new Set<string>();
  for (const section of found.values()) {
    if (headings.has(section.heading)) section.heading = `${section.heading} (${section.citation.title})`;
    headings.add(section.heading);
  }
  return [...found.values()];
}

/**
 * Takes the sections' sentences in turns, one per section a round, until the draft reaches the middle of its word
 * range (`fixed` words are already written around them), never past its top.
 */
function fill(list: Section[], length: ContentLength, fixed: number): void {
  const { min, max } = CONTENT_LENGTH_WORDS[length];
  const target = (min + max) / 2;
  let words = fixed;
  let progressed = true;
  while (words < target && progressed) {
    progressed = false;
    for (const section of list) {
      const next = section.sentences[section.taken];
      if (next === undefined) continue;
      const count = wordCount(next);
      if (section.taken > 0 && words + count > max) continue;
      section.taken += 1;
      words += count;
      progressed = true;
      if (words >= target) break;
    }
  }
}

const taken = (section: Section) => section.sentences.slice(0, section.taken).join(' ');

const distinct = (list: Section[]): AgencyCitation[] => [
  ...new Map(list.map((section) => [section.citation.lessonId, section.citation])).values(),
];

/**
 * A draft composed here from the course's passages, with nothing added but the phrasing around them: an article
 * (title, introduction, a section per passage with its lesson cited, conclusion, sources), a newsletter (greeting,
 * sections, close), a lesson summary (the lesson's key sentences) or a thread (numbered posts within 280
 * characters). Its length aims at the middle of the length's word range (a thread: its number of posts).
 */
export function composeLocal(
  request: ContentRequest,
  passages: LearningPassage[],
  lesson?: CatalogLesson,
): ComposedContent {
  const { kind, topic, audience, tone, length } = request;
  const list = sections(passages, kind === 'lesson-summary' ? 20 : SECTIONS[length]);
  if (list.length === 0) {
    return {
      title: cutWords(T.nothingTitle(topic), CONTENT_LIMITS.titleMax),
      markdown: T.nothing(topic),
      citations: [],
    };
  }
  const title = titleFor(kind, topic, lesson);
  if (kind === 'thread') return thread(request, list, title);

  if (kind === 'lesson-summary' && lesson) {
    const intro = `${T.summaryIntro(lesson.title, lesson.moduleTitle)} ${lesson.summary}`;
    fill(list, length, wordCount(intro) + 30);
    const ideas = list.flatMap((section) => section.sentences.slice(0, section.taken));
    const citation: AgencyCitation = { lessonId: lesson.id, title: lesson.title, href: lesson.href };
    const markdown = [
      `# ${title}`,
      intro,
      `## ${T.keyIdeas}`,
      ideas.map((idea) => `- ${idea}`).join('\n'),
      `## ${T.practice}`,
      T.practiceText(lessonLink(citation)),
    ].join('\n\n');
    return { title, markdown, citations: [citation] };
  }

  if (kind === 'newsletter') {
    const greeting = T.greeting(audience);
    const intro = T.newsletterIntro(topic);
    const close = T.newsletterClose[tone];
    fill(list, length, wordCount(`${greeting} ${intro} ${close}`) + 10 * list.length);
    const used = list.filter((section) => section.taken > 0);
    const citations = distinct(used);
    const markdown = [
      `# ${title}`,
      greeting,
      intro,
      ...used.map(
        (section) => `### ${section.heading}\n\n${taken(section)} ${T.source(lessonLink(section.citation))}`,
      ),
      close,
      AgencyMessages.chatbot.sources(citations.map(lessonLink)),
    ].join('\n\n');
    return { title, markdown, citations };
  }

  const intro = T.intro[tone](topic, audience);
  const conclusion = T.conclusion[tone];
  fill(list, length, wordCount(`${intro} ${conclusion}`) + 12 * list.length);
  const used = list.filter((section) => section.taken > 0);
  const citations = distinct(used);
  const markdown = [
    `# ${title}`,
    intro,
    ...used.map(
      (section) => `## ${section.heading}\n\n${taken(section)}\n\n${T.source(lessonLink(section.citation))}`,
    ),
    `## ${T.conclusionHeading}\n\n${conclusion}`,
    `## ${T.sourcesHeading}\n\n${citations.map((citation) => `- ${lessonLink(citation)}`).join('\n')}`,
  ].join('\n\n');
  return { title, markdown, citations };
}

/** A thread: the hook, one idea per post from the sections in turns, and the sources. */
function thread(request: ContentRequest, list: Section[], title: string): ComposedContent {
  const { min, max } = THREAD_POSTS[request.length];
  const ideas: string[] = [];
  const used = new Set<Section>();
  for (let round = 0; ideas.length < max - 2; round += 1) {
    const before = ideas.length;
    for (const section of list) {
      const sentence = section.sentences[round];
      if (sentence === undefined || ideas.length >= max - 2) continue;
      ideas.push(sentence);
      used.add(section);
    }
    if (ideas.length === before) break;
  }
  const citations = distinct([...used]);
  const posts = splitThread(
    [
      AgencyMessages.content.threadHook[request.tone](capitalised(request.topic)),
      ...ideas,
      AgencyMessages.content.threadSource(citations.map((citation) => citation.title)),
    ],
    Math.max(min, max),
  );
  return { title, markdown: posts.join('\n\n'), citations };
}

/**
 * A model's thread made into numbered posts within 280 characters: its posts (blank-line separated, any numbering
 * it gave dropped) split again where one is too long.
 */
export function threadFromModel(markdown: string, length: ContentLength): string {
  const posts = markdown
    .split(/\n\s*\n/)
    .map((post) =>
      plainFromMarkdown(post)
        .replace(/^\s*(\d+\s*\/\s*\d+|\d+[.)])\s*/, '')
        .trim(),
    )
    .filter((post) => post !== '');
  return splitThread(posts, THREAD_POSTS[length].max).join('\n\n');
}
