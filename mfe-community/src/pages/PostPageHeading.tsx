import { ArrowLeftOutlined } from '@ant-design/icons';
import { LinkButton, PageHeading } from '@pipcrafters/ui';

/** A form page's h1, with the way back to the feed. */
export function PostPageHeading({ title, backTo = '/community' }: { title: string; backTo?: string }) {
  return (
    <>
      <LinkButton
        to={backTo}
        variant="link"
        icon={<ArrowLeftOutlined aria-hidden />}
        style={{ paddingInline: 0, marginBottom: 8 }}
      >
        {backTo === '/community' ? 'Volver a la comunidad' : 'Volver al post'}
      </LinkButton>
      <PageHeading title={title} />
    </>
  );
}
