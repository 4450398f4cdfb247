import type { SearchSnippetPart } from '@pipcrafters/contracts';

/** A search result's snippet with its matches marked: React text and `<mark>`, never HTML from the server. */
export function SearchSnippet({ parts }: { parts: SearchSnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence, never reordered
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed sequence, never reordered
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
