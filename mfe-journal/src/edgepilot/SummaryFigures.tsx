import type { StatsSummary } from '@pipcrafters/contracts';
import { Flex, Grid, Text, tradesLabel } from '@pipcrafters/ui';
import { summaryFigures } from './figures';
import { ResultText } from './ResultText';
import { SmallSampleTag } from './SmallSampleTag';

/** Every figure of the summary as a small card: value, the trades it rests on, and how it is computed. */
export function SummaryFigures({ summary }: { summary: StatsSummary }) {
  return (
    <Grid minColumnWidth={220} gap={12}>
      {summaryFigures(summary).map((figure) => (
        <section
          key={figure.key}
          aria-labelledby={`figura-${figure.key}`}
          data-testid={`figura-${figure.key}`}
          style={{
            border: '1px solid rgba(128,128,128,0.25)',
            borderRadius: 8,
            padding: 12,
            height: '100%',
          }}
        >
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Text id={`figura-${figure.key}`} secondary>
              {figure.label}
            </Text>
            {figure.smallSample ? <SmallSampleTag /> : null}
          </Flex>
          <ResultText
            strong
            tone={figure.tone}
            style={{ display: 'block', fontSize: 20, margin: '4px 0', overflowWrap: 'anywhere' }}
          >
            {figure.value}
          </ResultText>
          <Text secondary style={{ display: 'block', fontSize: 12 }}>
            En {tradesLabel(figure.basis)}. {figure.help}
          </Text>
        </section>
      ))}
    </Grid>
  );
}
