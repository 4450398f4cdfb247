import type { CandleChart, GlossaryEntry } from '@pipcrafters/contracts';
import parse, {
  type DOMNode,
  domToReact,
  Element,
  type HTMLReactParserOptions,
  Text,
} from 'html-react-parser';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { LearningStyles } from '../styles/LearningStyles';
import { Callout, calloutKind } from './Callout';
import { CandlestickChart } from './CandlestickChart';
import { GlossaryTerm } from './GlossaryTerm';
import { MarginCalculator } from './MarginCalculator';
import { PipCalculator } from './PipCalculator';
import { VISUALLY_HIDDEN } from './visually-hidden';

interface LessonBodyProps {
  html: string;
  glossary?: GlossaryEntry[];
  charts?: Record<string, CandleChart>;
}

/** What replaces a placeholder with nothing to draw (html-react-parser keeps the node unless given an element). */
const NOTHING = createElement(Fragment);

/** Links inside prose are underlined: told apart from the text by more than their colour. */
const UNDERLINED = { textDecoration: 'underline', textUnderlineOffset: 2 } as const;

function textOf(nodes: DOMNode[]): string {
  return nodes
    .map((node) =>
      node instanceof Text ? node.data : node instanceof Element ? textOf(node.children as DOMNode[]) : '',
    )
    .join('');
}

/**
 * A lesson's (or a module description's) sanitised HTML as React: glossary terms with their tooltips, candlestick
 * charts, the calculators, internal links through the router, callouts in the theme's colours, tables that scroll
 * inside their own box, and headings from h2 down (the page's h1 is its title); its prose styled by LearningStyles,
 * with no antd.
 */
export function LessonBody({ html, glossary = [], charts = {} }: LessonBodyProps) {
  const content = useMemo(() => {
    const definitions = new Map(glossary.map((entry) => [entry.id, entry]));
    const options: HTMLReactParserOptions = {
      replace(node) {
        if (!(node instanceof Element)) return undefined;
        const children = node.children as DOMNode[];
        const inner = (): ReactNode => domToReact(children, options);
        const { attribs } = node;

        if (node.name === 'span' && attribs['data-glossary'] !== undefined) {
          const entry = definitions.get(attribs['data-glossary']);
          if (!entry) return <>{inner()}</>;
          return (
            <GlossaryTerm term={entry.term} definition={entry.definition}>
              {inner()}
            </GlossaryTerm>
          );
        }
        if (node.name === 'div' && attribs['data-chart'] !== undefined) {
          const chart = charts[attribs['data-chart']];
          return chart ? <CandlestickChart chart={chart} /> : NOTHING;
        }
        if (node.name === 'div' && attribs['data-widget'] !== undefined) {
          if (attribs['data-widget'] === 'calculadora-pips') return <PipCalculator />;
          if (attribs['data-widget'] === 'calculadora-margen') return <MarginCalculator />;
          return NOTHING;
        }
        // Lessons, documentation and every other page of the product go through the router: no page reload.
        if (node.name === 'a' && /^\/(?!\/)/.test(attribs.href ?? '')) {
          return (
            <Link to={attribs.href as string} style={UNDERLINED}>
              {inner()}
            </Link>
          );
        }
        if (node.name === 'a' && /^https?:\/\//.test(attribs.href ?? '')) {
          return (
            <a href={attribs.href} target="_blank" rel="noopener noreferrer" style={UNDERLINED}>
              {inner()}
              <span style={VISUALLY_HIDDEN}> (se abre en una pestaña nueva)</span>
            </a>
          );
        }
        if (node.name === 'aside' && (attribs.class ?? '').split(/\s+/).includes('callout')) {
          const titleNode = children.find(
            (child): child is Element =>
              child instanceof Element && (child.attribs.class ?? '').includes('callout-title'),
          );
          const rest = children.filter((child) => child !== titleNode);
          return (
            <Callout
              kind={calloutKind(attribs.class)}
              title={titleNode ? textOf(titleNode.children as DOMNode[]) : undefined}
            >
              {domToReact(rest, options)}
            </Callout>
          );
        }
        if (node.name === 'table') {
          return (
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard
              tabIndex={0}
              aria-label="Tabla (desplázala si no cabe)"
              style={{ overflowX: 'auto', margin: '16px 0' }}
            >
              <table style={{ borderCollapse: 'collapse', minWidth: '100%' }}>{inner()}</table>
            </section>
          );
        }
        if (node.name === 'h1') return <h2>{inner()}</h2>;
        return undefined;
      },
    };
    return parse(html, options);
  }, [html, glossary, charts]);

  return (
    <div className="pc-learning pc-lesson-body lesson-body">
      <LearningStyles />
      {content}
    </div>
  );
}
