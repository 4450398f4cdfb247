import { describe, expect, it } from 'vitest';
import { FinanceMessages } from '../messages';
import { parseEcbReferenceRates } from './ecb';

/** eurofxref-daily.xml as the ECB publishes it (a shortened list of currencies). */
const DAILY_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender>
		<gesmes:name>European Central Bank</gesmes:name>
	</gesmes:Sender>
	<Cube>
		<Cube time='2025-06-30'>
			<Cube currency='USD' rate='1.1720'/>
			<Cube currency='JPY' rate='169.17'/>
			<Cube currency='GBP' rate='0.85553'/>
			<Cube currency='CHF' rate='0.9347'/>
			<Cube currency='MXN' rate='22.0105'/>
			<Cube currency='AUD' rate='1.7948'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

const TODAY = new Date('2025-07-01T12:00:00Z');

// Each dollar pair worked by hand: USDX = X per euro / USD per euro; XUSD (GBP, AUD) = USD per euro / X per euro.
const EXPECTED = {
  EURUSD: '1.172',
  // 169.17 / 1.172 = 144.3430034
  USDJPY: '144.3430034',
  // 1.172 / 0.85553 = 1.369911049
  GBPUSD: '1.369911049',
  // 0.9347 / 1.172 = 0.7975255973
  USDCHF: '0.7975255973',
  // 22.0105 / 1.172 = 18.7802901
  USDMXN: '18.7802901',
  // 1.172 / 1.7948 = 0.6529975485
  AUDUSD: '0.6529975485',
};

describe('the ECB reference rates file', () => {
  it('reads the daily XML and turns the euro rates into dollar pairs', () => {
    expect(parseEcbReferenceRates(DAILY_XML, TODAY)).toEqual({ date: '2025-06-30', rates: EXPECTED });
  });

  it('reads the historical XML’s latest day only', () => {
    const history = DAILY_XML.replace(
      '</Cube>\n\t</Cube>',
      `</Cube>\n\t\t<Cube time="2025-06-27"><Cube currency="USD" rate="1.1700"/></Cube>\n\t</Cube>`,
    );
    expect(parseEcbReferenceRates(history, TODAY)).toEqual({ date: '2025-06-30', rates: EXPECTED });
  });

  it('reads the daily CSV (spelled-out date, trailing comma) and the historical one (ISO dates, N/A)', () => {
    const daily =
      'Date, USD, JPY, GBP, CHF, MXN, AUD, \n30 June 2025, 1.1720, 169.17, 0.85553, 0.9347, 22.0105, 1.7948, \n';
    expect(parseEcbReferenceRates(daily, TODAY)).toEqual({ date: '2025-06-30', rates: EXPECTED });
    const history =
      'Date,USD,JPY,GBP,CHF,MXN,AUD,RUB\r\n2025-06-30,1.1720,169.17,0.85553,0.9347,22.0105,1.7948,N/A\r\n2025-06-27,1.17,170,0.85,0.93,22,1.79,N/A\r\n';
    expect(parseEcbReferenceRates(history, TODAY)).toEqual({ date: '2025-06-30', rates: EXPECTED });
  });

  it('refuses, in Spanish, what is not such a file', () => {
    const refusal = (content: string) => {
      try {
        parseEcbReferenceRates(content, TODAY);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal('<html><body>Not found</body></html>')).toBe(FinanceMessages.ecb.unreadable);
    expect(refusal('hola')).toBe(FinanceMessages.ecb.unreadable);
    expect(refusal(DAILY_XML.replace("time='2025-06-30'", "time='2025-02-30'"))).toBe(
      FinanceMessages.ecb.noDate,
    );
    expect(refusal(DAILY_XML.replace("time='2025-06-30'", "time='2025-07-09'"))).toBe(
      FinanceMessages.ecb.future,
    );
    expect(refusal(DAILY_XML.replace("<Cube currency='USD' rate='1.1720'/>", ''))).toBe(
      FinanceMessages.ecb.noUsd,
    );
  });
});
