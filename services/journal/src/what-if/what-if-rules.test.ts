import { describe, expect, it } from 'vitest';
import { whatIfRewrite } from './what-if-rules';

/** The filtered trades as the stats service gives them: SQL with its own numbered parameters. */
const base: [string, unknown[]] = [
  'SELECT * FROM journal.trades trade WHERE trade.user_id = $1 AND trade.account_id = $2',
  ['u', 'a'],
];
const options = { timeZone: 'Europe/Madrid', pips: '12.5' };

// The rules' results on real trades are checked against hand-computed values in what-if.int.test.ts (PostgreSQL);
// here, that each rule keeps the filters' parameters and numbers its own after them.
describe('what-if rules as SQL', () => {
  it('after two losses: the zone is the parameter after the filters’, and days are the opening days', () => {
    const [sql, params] = whatIfRewrite('after-two-losses', options)(base);
    expect(params).toEqual(['u', 'a', 'Europe/Madrid']);
    expect(sql).toContain(base[0]);
    expect(sql).toContain('AT TIME ZONE $3');
    expect(sql).toContain('PARTITION BY d.opened_on ORDER BY d.close_time, d.id');
    expect(sql).not.toContain('$4');
  });

  it('London only: no parameter of its own, the three keys that include London', () => {
    const [sql, params] = whatIfRewrite('london-only', options)(base);
    expect(params).toEqual(['u', 'a']);
    expect(sql).toContain("IN ('londres', 'londres-nueva-york', 'tokio-londres')");
    expect(sql).toContain("'Europe/London'");
  });

  it('a fixed stop: reads profit and pips, and its pips are the parameter after the filters’', () => {
    const rewrite = whatIfRewrite('fixed-stop', options);
    expect(rewrite.extra).toEqual(['profit', 'pips']);
    const [sql, params] = rewrite(base);
    expect(params).toEqual(['u', 'a', '12.5']);
    expect(sql).toContain('w.pips < -$3::numeric AND w.profit < 0');
    // Every column the summary reads comes out, net and R rewritten.
    for (const column of ['n.id', 'n.open_time', 'n.close_time', 'AS net', 'AS r_multiple'])
      expect(sql).toContain(column);
  });
});
