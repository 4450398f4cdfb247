import { describe, expect, it } from 'vitest';
import { CONTRACT_SIZE, pipMove, requiredMargin } from './lesson-math';

describe('pip calculator', () => {
  it('counts 22 pips from 1,0850 to 1,0872 in EUR/USD, worth 220 USD at one lot', () => {
    expect(pipMove({ from: '1,0850', to: '1,0872', lots: '1' }, 'normal')).toEqual({
      pips: 22,
      value: 220,
      pipValue: 10,
      lots: 1,
    });
    expect(pipMove({ from: '1,0872', to: '1,0850', lots: '1' }, 'normal')).toMatchObject({
      pips: -22,
      value: -220,
    });
    expect(pipMove({ from: '1,0872', to: '1,0850', lots: '0,3' }, 'normal')?.value).toBe(-66);
  });

  it('counts 25 pips from 151,20 to 151,45 in USD/JPY: 25.000 JPY at one lot, 12.500 at half a lot', () => {
    expect(pipMove({ from: '151,20', to: '151,45', lots: '1' }, 'jpy')).toEqual({
      pips: 25,
      value: 25000,
      pipValue: 1000,
      lots: 1,
    });
    expect(pipMove({ from: '151,20', to: '151,45', lots: '0,5' }, 'jpy')).toMatchObject({
      value: 12500,
      pipValue: 500,
    });
  });

  it('keeps the fractional pip (a fifth decimal) and reads the keypad’s dot', () => {
    expect(pipMove({ from: '1,0850', to: '1,08505', lots: '1' }, 'normal')).toMatchObject({
      pips: 0.5,
      value: 5,
    });
    expect(pipMove({ from: '1.0850', to: '1.0872', lots: '1' }, 'normal')?.pips).toBe(22);
  });

  it('values a pip at 10 of the quote currency per standard lot, 1 per mini and 0,1 per micro lot', () => {
    expect(pipMove({ from: '1,0850', to: '1,0850', lots: '0,1' }, 'normal')?.pipValue).toBe(1);
    expect(pipMove({ from: '1,0850', to: '1,0850', lots: '0,01' }, 'normal')?.pipValue).toBe(0.1);
  });

  it('rounds half a cent away from zero both ways: 21,5 pips of 0,123 lots are 26,445 USD', () => {
    expect(pipMove({ from: '1,0850', to: '1,08715', lots: '0,123' }, 'normal')?.value).toBe(26.45);
    expect(pipMove({ from: '1,08715', to: '1,0850', lots: '0,123' }, 'normal')?.value).toBe(-26.45);
  });

  it('answers nothing until both prices are numbers and the size is above 0', () => {
    for (const typed of [
      { from: '', to: '1,0872', lots: '1' },
      { from: '1,0850', to: 'abc', lots: '1' },
      { from: '1,0850', to: '1,0872', lots: '0' },
      { from: '1,0850', to: '1,0872', lots: '-1' },
    ]) {
      expect(pipMove(typed, 'normal'), JSON.stringify(typed)).toBeNull();
    }
  });
});

describe('margin calculator', () => {
  it('holds notional ÷ leverage: 1 lot of EUR/USD at 1,0850 with 1:30', () => {
    expect(CONTRACT_SIZE).toBe(100_000);
    expect(requiredMargin({ lots: '1', price: '1,0850', leverage: '30' })).toEqual({
      units: 100_000,
      notional: 108_500,
      margin: 3616.67,
      marginInBase: 3333.33,
      leverage: 30,
    });
  });

  it('scales with the size and falls with more leverage', () => {
    expect(requiredMargin({ lots: '0,1', price: '1,0850', leverage: '30' })?.margin).toBe(361.67);
    expect(requiredMargin({ lots: '2', price: '151,20', leverage: '20' })?.margin).toBe(1_512_000);
    expect(requiredMargin({ lots: '1', price: '1,2', leverage: '100' })?.margin).toBe(1200);
  });

  it('rounds in decimals, where binary floats lose the half cent: 1.005 / 1.000 is 1,01', () => {
    expect(requiredMargin({ lots: '0,01', price: '1,005', leverage: '1.000' })?.margin).toBe(1.01);
  });

  it('answers nothing without a size and a price above 0 and a leverage of 1 or more', () => {
    for (const typed of [
      { lots: '', price: '1,0850', leverage: '30' },
      { lots: '1', price: '0', leverage: '30' },
      { lots: '1', price: 'abc', leverage: '30' },
      { lots: '1', price: '1,0850', leverage: '0,5' },
    ]) {
      expect(requiredMargin(typed), JSON.stringify(typed)).toBeNull();
    }
  });
});
