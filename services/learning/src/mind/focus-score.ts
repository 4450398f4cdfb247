import { FOCUS_DRILL, type FocusDrillRequest } from '@pipcrafters/contracts';
import { LearningMessages } from '../messages';

/**
 * The focus drill's score, 0–100, from what the browser counted (never a score the client sends):
 * - 50 points for attention: the share of targets answered (hits / targets);
 * - 30 points for inhibition: the share of distractors left alone (1 − falseAlarms / distractors; all 30 with none);
 * - 20 points for speed: all at a mean reaction of FOCUS_SPEED.fastMs or less, none at FOCUS_SPEED.slowMs or more
 *   (and none without hits), linear between.
 * Rounded half up.
 */
export const FOCUS_WEIGHTS = { attention: 50, inhibition: 30, speed: 20 } as const;
export const FOCUS_SPEED = { fastMs: 300, slowMs: 800 } as const;

export function focusScore(drill: Omit<FocusDrillRequest, 'durationSeconds'>): number {
  const attention = drill.targets > 0 ? drill.hits / drill.targets : 0;
  const inhibition = drill.distractors > 0 ? 1 - drill.falseAlarms / drill.distractors : 1;
  const speed =
    drill.hits > 0 && drill.meanReactionMs !== null
      ? Math.min(
          1,
          Math.max(
            0,
            (FOCUS_SPEED.slowMs - drill.meanReactionMs) / (FOCUS_SPEED.slowMs - FOCUS_SPEED.fastMs),
          ),
        )
      : 0;
  const score =
    FOCUS_WEIGHTS.attention * attention + FOCUS_WEIGHTS.inhibition * inhibition + FOCUS_WEIGHTS.speed * speed;
  // A hair of float noise (e.g. 86.49999999) must not decide the rounding.
  return Math.min(100, Math.max(0, Math.round(Number(score.toFixed(6)))));
}

/**
 * What makes a report impossible for a two-minute drill (the fields' own ranges are the DTO's): the Spanish reason,
 * or null when it is consistent.
 */
export function focusDrillProblem(drill: FocusDrillRequest): string | null {
  const texts = LearningMessages.mind.fields;
  if (drill.hits > drill.targets) return texts.hitsOverTargets;
  if (drill.falseAlarms > drill.distractors) return texts.falseAlarmsOverDistractors;
  const stimuli = drill.targets + drill.distractors;
  if (drill.targets < 1 || stimuli < FOCUS_DRILL.minStimuli || stimuli > FOCUS_DRILL.maxStimuli) {
    return texts.stimuli;
  }
  if (drill.hits === 0 && drill.meanReactionMs !== null) return texts.reactionWithoutHits;
  if (drill.hits > 0 && drill.meanReactionMs === null) return texts.reactionMissing;
  return null;
}
