import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSISTANTS } from '@pipcrafters/contracts';
import { scanSpanishLiterals } from '@pipcrafters/service-kit/src/testing/spanish-texts';
import { describe, expect, it } from 'vitest';
import { guardrailAnswer } from './answers';
import type { GuardrailHit, GuardrailKind } from './classify';
import { CRISIS_LINES, GUARDRAIL_LESSONS, GUARDRAIL_PROMPT } from './messages';

const HERE = dirname(fileURLToPath(import.meta.url));
const CONTENT = join(HERE, '../../../learning/content');

/** Every lesson and doc of the course: id → title, read from the front matter. */
function courseTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  const walk = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md') && entry.name !== 'README.md') {
        const text = readFileSync(path, 'utf8');
        const id = /^id: (.+)$/m.exec(text)?.[1]?.trim();
        const title = /^title: (.+)$/m
          .exec(text)?.[1]
          ?.trim()
          .replace(/^'(.*)'$/, '$1');
        if (id && title) titles.set(id, title);
      }
    }
  };
  walk(CONTENT);
  return titles;
}

const KINDS: GuardrailKind[] = ['distress', 'password', 'mentor-scam', 'signal', 'guarantee', 'rent-money'];
const answers = (hit: GuardrailHit) => ASSISTANTS.map((assistant) => guardrailAnswer(hit, assistant));

describe('guardrailAnswer', () => {
  it('gives the distress answer every emergency number and crisis line of the table', () => {
    for (const answer of answers({ kind: 'distress' })) {
      for (const line of CRISIS_LINES) expect(answer).toContain(line.number.replace('*', '\\*'));
      for (const number of [
        '112',
        '911',
        '123',
        '131',
        '133',
        '106',
        '105',
        '024',
        '717 003 717',
        '800 911 2000',
      ]) {
        expect(answer).toContain(number);
      }
      expect(answer).toContain('135');
      expect(answer).toContain('(011) 5275-1135');
      expect(answer).toContain('\\*4141');
      expect(answer).toContain('113, opción 5');
      expect(answer).toContain('192, opción 4');
    }
  });

  it('keeps trading out of the distress answer entirely', () => {
    const trading =
      /trading|operar|operaci[oó]n|mercado|bróker|broker|lecci[oó]n|curso|pérdida|ganancia|dinero|cuenta|riesgo|señal|aprende/i;
    for (const answer of answers({ kind: 'distress' })) expect(answer).not.toMatch(trading);
  });

  it('answers a signal with "no puedo darte señales" and what to learn instead, naming the instrument', () => {
    const [alvaro, clara] = answers({ kind: 'signal', instrument: 'EURUSD' });
    expect(alvaro).toContain('No puedo darte señales');
    expect(clara).toContain('No puedo darte señales');
    expect(alvaro).toContain('EUR/USD');
    expect(clara).toContain('EUR/USD');
    expect(alvaro).toContain('/aprende/lesson/escribir-un-plan-de-trading');
    expect(clara).toContain('/aprende/lesson/fomo-y-miedo');
    expect(guardrailAnswer({ kind: 'signal' }, 'alvaro')).not.toContain('undefined');
  });

  it('points each kind to the lessons it needs', () => {
    const expected: Record<Exclude<GuardrailKind, 'distress'>, string[]> = {
      password: ['cuentas-gestionadas-y-estafas-piramidales'],
      'mentor-scam': ['cuentas-gestionadas-y-estafas-piramidales', 'regulacion-de-brokers'],
      signal: ['escribir-un-plan-de-trading'],
      guarantee: ['esperanza-matematica', 'drawdown-y-recuperacion'],
      'rent-money': ['riesgo-por-operacion', 'cuenta-demo-con-proposito'],
    };
    for (const [kind, ids] of Object.entries(expected)) {
      for (const answer of answers({ kind: kind as GuardrailKind })) {
        for (const id of ids) expect(answer).toContain(`(/aprende/lesson/${id})`);
      }
    }
    expect(guardrailAnswer({ kind: 'rent-money' }, 'alvaro')).toContain('apalancamiento-margen-y-stop-out');
    expect(guardrailAnswer({ kind: 'rent-money' }, 'clara')).toContain('revenge-trading-y-tilt');
    expect(guardrailAnswer({ kind: 'signal' }, 'alvaro')).toContain('tamano-de-posicion');
  });

  it('links only lessons that exist, under their real titles', () => {
    const titles = courseTitles();
    expect(titles.size).toBeGreaterThan(50);
    for (const lesson of Object.values(GUARDRAIL_LESSONS))
      expect([lesson.id, titles.get(lesson.id)]).toEqual([lesson.id, lesson.title]);
    for (const kind of KINDS) {
      for (const answer of answers({ kind })) {
        for (const [, title, id] of answer.matchAll(/\[([^\]]+)\]\(\/aprende\/lesson\/([a-z0-9-]+)\)/g)) {
          expect(titles.get(id as string)).toBe(title);
        }
      }
    }
    expect(titles.has('cuenta-y-seguridad')).toBe(true);
  });

  it('warns about passwords and scams in the answers that need it', () => {
    for (const answer of answers({ kind: 'password' })) {
      expect(answer).toMatch(/no compartas aquí contraseñas/);
      expect(answer).toMatch(/cámbiala/);
    }
    for (const answer of answers({ kind: 'mentor-scam' })) expect(answer).toMatch(/estafa/);
    for (const answer of answers({ kind: 'guarantee' }))
      expect(answer).toMatch(/[Nn]adie puede prometerte ganancias/);
    for (const answer of answers({ kind: 'rent-money' })) expect(answer).toMatch(/alquiler.*prestado/s);
  });

  it('keeps each answer short', () => {
    for (const kind of KINDS)
      for (const answer of answers({ kind })) expect(answer.length).toBeLessThan(1800);
  });
});

describe('the crisis table', () => {
  it('cites a source for every number and covers every country', () => {
    for (const line of CRISIS_LINES) {
      expect(line.source).toMatch(/^https?:\/\/\S+$/);
      expect(line.dial).toMatch(/^\*?\d+$/);
    }
    for (const country of ['España', 'México', 'Argentina', 'Colombia', 'Chile', 'Perú']) {
      expect(CRISIS_LINES.some((line) => line.country === country && line.kind === 'emergency')).toBe(true);
      expect(CRISIS_LINES.some((line) => line.country === country && line.kind === 'crisis')).toBe(true);
    }
  });
});

describe('GUARDRAIL_PROMPT', () => {
  it('states every rule and every number for the model', () => {
    expect(GUARDRAIL_PROMPT).toContain('No puedo darte señales');
    expect(GUARDRAIL_PROMPT).toMatch(/prometas/);
    expect(GUARDRAIL_PROMPT).toMatch(/alquiler/);
    expect(GUARDRAIL_PROMPT).toMatch(/contraseñas/);
    expect(GUARDRAIL_PROMPT).toMatch(/gestores de cuentas/);
    for (const line of CRISIS_LINES) expect(GUARDRAIL_PROMPT).toContain(line.number);
  });
});

describe('guardrail texts', () => {
  it('are all in messages.ts', () => {
    const scan = scanSpanishLiterals(HERE);
    expect(scan.files).toBeGreaterThanOrEqual(6);
    expect(scan.found).toEqual([]);
  });
});
