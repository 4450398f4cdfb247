import { Alert, Button, Flex, PageHeading, Skeleton } from '@pipcrafters/ui';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { useRates } from '../api/finance-api';
import { CompoundGrowthCalculator } from '../calculators/CompoundGrowthCalculator';
import { ConverterCalculator } from '../calculators/ConverterCalculator';
import { DrawdownCalculator } from '../calculators/DrawdownCalculator';
import { ExpectancyCalculator } from '../calculators/ExpectancyCalculator';
import { KellyCalculator } from '../calculators/KellyCalculator';
import { MarginCalculator } from '../calculators/MarginCalculator';
import { PipValueCalculator } from '../calculators/PipValueCalculator';
import { PositionSizeCalculator } from '../calculators/PositionSizeCalculator';
import { ProfitLossCalculator } from '../calculators/ProfitLossCalculator';
import { RiskRewardCalculator } from '../calculators/RiskRewardCalculator';
import { SwapCalculator } from '../calculators/SwapCalculator';
import { RatesContext } from '../components/rates-context';

const CALCULATORS: { id: string; name: string; Calculator: ComponentType }[] = [
  { id: 'valor-del-pip', name: 'Valor del pip', Calculator: PipValueCalculator },
  { id: 'tamano-de-posicion', name: 'Tamaño de posición', Calculator: PositionSizeCalculator },
  { id: 'margen', name: 'Margen', Calculator: MarginCalculator },
  { id: 'ganancia-perdida', name: 'Ganancia o pérdida', Calculator: ProfitLossCalculator },
  { id: 'riesgo-beneficio', name: 'Riesgo-beneficio', Calculator: RiskRewardCalculator },
  { id: 'esperanza', name: 'Esperanza', Calculator: ExpectancyCalculator },
  { id: 'kelly', name: 'Kelly', Calculator: KellyCalculator },
  { id: 'drawdown', name: 'Drawdown', Calculator: DrawdownCalculator },
  { id: 'interes-compuesto', name: 'Interés compuesto', Calculator: CompoundGrowthCalculator },
  { id: 'swap', name: 'Swap', Calculator: SwapCalculator },
  { id: 'conversor', name: 'Conversor', Calculator: ConverterCalculator },
];

/** Quick links to each calculator, wrapping onto several lines on a phone. */
function CalculatorNav() {
  return (
    <nav aria-label="Calculadoras" style={{ marginBottom: 16 }}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {CALCULATORS.map(({ id, name }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              style={{
                display: 'inline-block',
                padding: '4px 12px',
                borderRadius: 16,
                border: '1px solid var(--pc-border)',
                color: 'var(--pc-text)',
              }}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How many calculators draw with the page: those on the first screen. */
const FIRST_DRAWN = 2;

/**
 * The calculators, the first ones with the page and the rest in a transition right after: React renders them in
 * short slices that leave the main thread free, below what is already drawn, so nothing moves. An address that
 * names a calculator (`#kelly`) draws them all at once, so the browser can scroll to it.
 */
function CalculatorList() {
  const [allDrawn, setAllDrawn] = useState(() => window.location.hash.length > 1);
  useEffect(() => {
    if (!allDrawn) startTransition(() => setAllDrawn(true));
  }, [allDrawn]);
  return (
    <Flex vertical gap={16}>
      {(allDrawn ? CALCULATORS : CALCULATORS.slice(0, FIRST_DRAWN)).map(({ id, Calculator }) => (
        <Calculator key={id} />
      ))}
    </Flex>
  );
}

/** FinanceHub: the eleven calculators, computed in the browser with the service's reference rates. */
export function FinanceHubPage() {
  const rates = useRates();
  return (
    <>
      <PageHeading
        title="FinanceHub"
        description="Calculadoras de trading con resultados al instante. Escribe los decimales con coma o con punto."
      />
      <CalculatorNav />
      {rates.isPending ? (
        <Skeleton rows={8} />
      ) : (
        <RatesContext.Provider
          value={rates.data ? { table: rates.data.rates, date: rates.data.date } : { table: {}, date: null }}
        >
          {rates.isError ? (
            <div style={{ marginBottom: 16 }}>
              <Alert
                type="warning"
                showIcon
                title="No se pudieron cargar los tipos de cambio de referencia"
                description="Las calculadoras que convierten divisas necesitan tu propio tipo de cambio."
                action={<Button onClick={() => rates.refetch()}>Reintentar</Button>}
              />
            </div>
          ) : null}
          <CalculatorList />
        </RatesContext.Provider>
      )}
    </>
  );
}
