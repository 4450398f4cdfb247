import { Injectable } from '@nestjs/common';
import type { AgencyCitation, PlaygroundReply, PlaygroundTurn } from '@pipcrafters/contracts';
import type { SignedInUser } from '@pipcrafters/service-kit';
import { AgencyCatalog } from '../agency/catalog';
import { AgencyGeneration } from '../agency/generation';
import { AgencyMessages } from '../agency/messages';
import { sentencesOf } from '../agency/text';
import { citationOf, excerpt, lessonLink, relevant, shared } from '../answers/local/compose';
import { linkedCitations } from '../answers/local/local-engine';
import { checkModelOutput, classify, guardrailAnswer, redactSecrets } from '../guardrails';
import type { LearningPassage } from '../sources/sources.service';
import { ChatbotsService, type StoredConfig } from './chatbots.service';

/** A piece of the bot's knowledge: a passage of one of its lessons, or a paragraph of one of its own texts. */
interface Knowledge {
  passage: LearningPassage;
  /** The user's text it comes from (null for a lesson's passage). */
  text: string | null;
}

/** A user's text cut into passages of at most this many characters, between paragraphs or sentences. */
const TEXT_PASSAGE_MAX = 1200;
const GREETING = /^(hola|buenas|buenos d[ií]as|buenas tardes|buenas noches|hey|qu[eé] tal)[\s!.,¿?]*$/i;

/** The user's texts as passages the local engine's composition reads like the course's. */
export function textPassages(texts: StoredConfig['texts']): Knowledge[] {
  return texts.flatMap((text, index) => {
    const chunks: string[] = [];
    for (const paragraph of text.body.split(/\n\s*\n/)) {
      let current = '';
      for (const sentence of sentencesOf(paragraph)) {
        if (current && current.length + sentence.length + 1 > TEXT_PASSAGE_MAX) {
          chunks.push(current);
          current = '';
        }
        current = current ? `${current} ${sentence}` : sentence.slice(0, TEXT_PASSAGE_MAX);
      }
      if (current) chunks.push(current);
    }
    return chunks.map((chunk) => ({
      text: text.title,
      passage: {
        lessonId: `texto-${index + 1}`,
        lessonTitle: text.title,
        moduleId: '',
        moduleTitle: '',
        heading: text.title,
        text: chunk,
        kind: 'lesson' as const,
        score: 0,
      },
    }));
  });
}

/**
 * The playground: a signed-in user tries one of their bots (no public endpoint exists). The guardrails answer first,
 * as they do for Alvaro and Clara. Local mode retrieves only from the bot's chosen lessons (the course's passages
 * for the question, kept when they belong to one of them) and its own texts (their paragraphs sharing the
 * question's words), answers with the best sentences in the bot's tone and says honestly when it knows nothing
 * about it; provider mode gives the model the persona, the tone and the same knowledge, and checks what it wrote.
 */
@Injectable()
export class PlaygroundService {
  constructor(
    private readonly chatbots: ChatbotsService,
    private readonly catalog: AgencyCatalog,
    private readonly generation: AgencyGeneration,
  ) {}

  async answer(
    user: SignedInUser,
    id: string,
    message: string,
    history: PlaygroundTurn[],
    version?: number,
  ): Promise<PlaygroundReply> {
    const bot = await this.chatbots.configFor(user.userId, id, version);
    const question = redactSecrets(message);
    const hit = classify(question);
    if (hit) {
      const answer = guardrailAnswer(hit, 'alvaro');
      return {
        answer,
        citations: linkedCitations(answer),
        mode: 'local',
        refused: true,
        note: null,
        version: bot.version,
      };
    }
    const { config } = bot;
    if (GREETING.test(question.trim())) {
      return {
        answer: config.welcomeMessage || AgencyMessages.chatbot.defaultWelcome(config.name),
        citations: [],
        mode: 'local',
        refused: false,
        note: null,
        version: bot.version,
      };
    }
    const knowledge = await this.knowledge(user, config, question);
    const local = async () => this.compose(config, question, knowledge, history.length);
    const generated = await this.generation.run(local, async (complete) => {
      const items = knowledge
        .slice(0, 6)
        .map(
          ({ passage, text }) =>
            `- ${text ? AgencyMessages.prompts.textItem(text, passage.text) : AgencyMessages.prompts.lessonItem(passage.lessonTitle, passage.text)}`,
        );
      const answer = await complete({
        system: AgencyMessages.prompts.chatbot(
          config.name,
          config.persona,
          AgencyMessages.prompts.tones[config.tone],
          AgencyMessages.prompts.knowledge(items),
        ),
        messages: [
          ...history.slice(-20).map((turn) => ({ role: turn.role, content: turn.content })),
          { role: 'user' as const, content: question },
        ],
      });
      return { answer, citations: lessonCitations(knowledge.slice(0, 6)), refused: false };
    });
    let { answer, citations, refused } = generated.value;
    const slipped = generated.mode === 'provider' ? checkModelOutput(answer) : null;
    if (slipped) {
      // The model gave a signal or a promise anyway: the answer is the guardrail's, as for the assistants.
      answer = guardrailAnswer(slipped, 'alvaro');
      citations = linkedCitations(answer);
      refused = true;
    }
    return { answer, citations, mode: generated.mode, refused, note: generated.note, version: bot.version };
  }

  /** The bot's knowledge about the question, the most relevant first. */
  private async knowledge(user: SignedInUser, config: StoredConfig, question: string): Promise<Knowledge[]> {
    const chosen = new Set(config.lessonIds);
    const passages =
      chosen.size === 0
        ? []
        : relevant(
            (await this.catalog.passages(user, question, 20)).filter((passage) =>
              chosen.has(passage.lessonId),
            ),
            question,
          );
    const fromLessons: Knowledge[] = passages.map((passage) => ({ passage, text: null }));
    const fromTexts = textPassages(config.texts).filter(
      ({ passage }) => relevant([passage], question).length > 0,
    );
    return [...fromLessons, ...fromTexts]
      .map((item, index) => ({ item, index, score: shared(item.passage, question) }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map(({ item }) => item);
  }

  private compose(
    config: StoredConfig,
    question: string,
    knowledge: Knowledge[],
    seed: number,
  ): { answer: string; citations: AgencyCitation[]; refused: boolean } {
    const texts = AgencyMessages.chatbot;
    if (knowledge.length === 0) return { answer: texts.nothing[config.tone], citations: [], refused: false };
    const [best, ...rest] = knowledge as [Knowledge, ...Knowledge[]];
    const second = rest.find((item) => item.passage.lessonId !== best.passage.lessonId) ?? rest[0];
    const used = second ? [best, second] : [best];
    const openers = texts.openers[config.tone];
    const parts = [openers[seed % openers.length] as string, ''];
    for (const [index, item] of used.entries()) {
      const said = excerpt(item.passage, question, index === 0 ? 3 : 2);
      parts.push(item.text ? `${said} ${texts.fromText(item.text)}` : said, '');
    }
    const citations = lessonCitations(used);
    const sources = [
      ...citations.map(lessonLink),
      ...[...new Set(used.flatMap((item) => (item.text ? [`«${item.text}»`] : [])))],
    ];
    parts.push(texts.sources(sources), '', texts.closers[config.tone]);
    return { answer: parts.join('\n'), citations, refused: false };
  }
}

function lessonCitations(items: Knowledge[]): AgencyCitation[] {
  const seen = new Map<string, AgencyCitation>();
  for (const { passage, text } of items)
    if (!text && !seen.has(passage.lessonId)) seen.set(passage.lessonId, citationOf(passage));
  return [...seen.values()];
}
