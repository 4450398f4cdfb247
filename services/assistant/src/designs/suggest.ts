import { createHash } from 'node:crypto';
import { DESIGN_LIMITS, type DesignPalette, type DesignTemplate } from '@pipcrafters/contracts';
import { AgencyMessages } from '../agency/messages';
import { publishable } from '../agency/refusal';
import { cutWords, sentencesOf } from '../agency/text';
import type { LearningPassage } from '../sources/sources.service';

const P = AgencyMessages.design.palettes;

/**
 * The palettes a suggestion chooses from: each foreground on its background reaches WCAG AA for normal text (4.5:1)
 * and each accent reaches 3:1 (large text and graphics), as `suggest.test.ts` checks.
 */
export const PALETTES: readonly DesignPalette[] = [
  { name: P.night, background: '#0b1f3a', foreground: '#f5f7fa', accent: '#f2b705' },
  { name: P.paper, background: '#faf7f0', foreground: '#1f2933', accent: '#b4451f' },
  { name: P.forest, background: '#0f3d2e', foreground: '#f1f8f4', accent: '#8fd694' },
  { name: P.ember, background: '#2b1a14', foreground: '#fff4e6', accent: '#ff8a4c' },
  { name: P.ocean, background: '#e8f4fb', foreground: '#0b3954', accent: '#0a6b75' },
  { name: P.graphite, background: '#1e1e24', foreground: '#e8e8ea', accent: '#4cc9f0' },
];

/** Four palettes, the same for the same template and topic, different between topics. */
export function palettesFor(template: DesignTemplate, topic: string): DesignPalette[] {
  const start = createHash('sha1').update(`${template}|${topic}`).digest().readUInt8(0) % PALETTES.length;
  return Array.from({ length: 4 }, (_, index) => ({
    ...(PALETTES[(start + index) % PALETTES.length] as DesignPalette),
  }));
}

/**
 * Whether a sentence of the course reads well alone on a quote card: an image carries no context, so a sentence that
 * leans on the one before ("Esto…", "Prometen…"), quotes someone, or so much as mentions returns, promises or
 * guarantees (a warning about scams reads as the promise once cut out) is left for the lesson.
 */
const LEANS_ON_CONTEXT =
  /^(esto|eso|esta|este|estos|estas|ese|esa|esos|esas|ello|asi|tambien|ademas|por eso|por ello|por tanto|sin embargo|pero|y|o|aunque|entonces|luego|aqui|ahi|alli|dicho|en cambio|prometen|dicen|suelen|ofrecen|venden|piden)\b/;
const RISKY_ALONE =
  /rentabilidad|rendimiento|garantiz|garantia|promet|asegur|ganancia|beneficio|ganar|dinero facil|\d+ ?%|["«»“”'()]/;

export function quotable(sentence: string): boolean {
  const plain = sentence
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
  return /^[A-ZÁÉÍÓÚÑ¿¡]/.test(sentence.trim()) && !LEANS_ON_CONTEXT.test(plain) && !RISKY_ALONE.test(plain);
}

const fit = (text: string) => cutWords(text.replace(/\s+/g, ' ').trim(), DESIGN_LIMITS.headlineMax);

/**
 * 3 to 5 headlines of at most 90 characters: for a quote card, the course's own short sentences on the topic first;
 * then the template's phrasings around the topic (or the lesson's title).
 */
export function localHeadlines(
  template: DesignTemplate,
  topic: string,
  passages: LearningPassage[],
): string[] {
  const quotes =
    template === 'quote'
      ? passages
          .flatMap((passage) => sentencesOf(passage.text))
          .filter(
            (sentence) =>
              sentence.length >= 25 &&
              sentence.length <= DESIGN_LIMITS.headlineMax &&
              quotable(sentence) &&
              publishable(sentence),
          )
          .slice(0, 2)
      : [];
  const all = [...quotes, ...AgencyMessages.design.headlines[template](topic)].map(fit);
  return [...new Set(all)].filter(publishable).slice(0, DESIGN_LIMITS.headlinesMax);
}

/** A model's headlines, one a line: numbering, bullets and quotes dropped, cut to 90 characters. */
export function headlinesFromModel(output: string): string[] {
  return output
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*([-*•]|\d+[.)])\s*/, '')
        .replace(/^["«“']+|["»”']+$/g, '')
        .replace(/\*\*/g, '')
        .trim(),
    )
    .filter((line) => line.length >= 3)
    .map(fit);
}

/** The card's body: the best passage's first sentence that fits, else the template's own. */
export function localBody(template: DesignTemplate, passages: LearningPassage[]): string {
  const sentence = passages
    .flatMap((passage) => sentencesOf(passage.text))
    .find((candidate) => candidate.length <= 280 && !/:$/.test(candidate) && publishable(candidate));
  return cutWords(sentence ?? AgencyMessages.design.body[template], DESIGN_LIMITS.bodyMax);
}
