import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './search';

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(escapeLike('50%_off\\x')).toBe('50\\%\\_off\\\\x');
  });

  it('leaves ordinary text alone', () => {
    expect(escapeLike('Pérez')).toBe('Pérez');
  });
});

describe('containsPattern', () => {
  it('wraps the escaped text in %', () => {
    expect(containsPattern('a%')).toBe('%a\\%%');
  });
});
