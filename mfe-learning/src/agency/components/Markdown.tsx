import { MarkdownView } from '@pipcrafters/ui';
import { Skeleton } from 'antd';
import { Suspense } from 'react';

/** Markdown through the assistants' one renderer (the shell's chunk, loaded on first use). */
export function Markdown({ content }: { content: string }) {
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
      <MarkdownView content={content} />
    </Suspense>
  );
}
