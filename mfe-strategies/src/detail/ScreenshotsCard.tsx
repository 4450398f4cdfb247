import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import type { Strategy } from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Image, Popconfirm, Typography, Upload } from 'antd';
import { StrategyMessages, strategyErrorDetail } from '../api/errors';
import { strategiesApi, strategyKeys } from '../api/strategies-api';

/** As many as the service keeps for one strategy. */
const MAX_SCREENSHOTS = 10;
const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * Example charts of the strategy: thumbnails that open full size, upload (PNG, JPEG or WebP; the service keeps a
 * re-encoded copy without metadata) and delete after a confirmation. The images come from signed links, so an
 * `<img>` loads them without the bearer token.
 */
export function ScreenshotsCard({ strategy }: { strategy: Strategy }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: strategyKeys.detail(strategy.id) });
  const failed = (error: unknown) =>
    toast({
      title: StrategyMessages.update,
      description: strategyErrorDetail(error),
      variant: 'destructive',
    });
  const upload = useMutation({
    mutationFn: (file: File) => strategiesApi.uploadScreenshot(strategy.id, file),
    onSuccess: () => {
      toast({ title: 'Captura guardada', variant: 'success' });
      void refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (screenshotId: string) => strategiesApi.deleteScreenshot(strategy.id, screenshotId),
    onSuccess: () => {
      toast({ title: 'Captura eliminada', variant: 'success' });
      void refresh();
    },
    onError: failed,
  });
  const shots = strategy.screenshots;
  const full = shots.length >= MAX_SCREENSHOTS;

  return (
    <section aria-labelledby="capturas">
      <Card
        title={
          <Typography.Title level={2} id="capturas" style={{ fontSize: 16, margin: 0 }}>
            <PictureOutlined aria-hidden /> Capturas de ejemplo
          </Typography.Title>
        }
        extra={
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            disabled={upload.isPending || full}
            beforeUpload={(file) => {
              upload.mutate(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending} disabled={full}>
              Añadir captura
            </Button>
          </Upload>
        }
      >
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          Gráficos de ejemplo de entradas y salidas. PNG, JPEG o WebP de hasta 10 MB, {MAX_SCREENSHOTS} como
          mucho; guardamos una copia sin metadatos.
        </Typography.Paragraph>
        {shots.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="Sin capturas: añade un ejemplo de una entrada de libro."
          />
        ) : (
          <Image.PreviewGroup>
            <Flex wrap gap={8} role="list" aria-label="Capturas">
              {shots.map((shot, index) => (
                <Flex key={shot.id} vertical gap={4} align="center" role="listitem">
                  <Image
                    src={shot.url}
                    width={140}
                    height={Math.round((140 * shot.height) / Math.max(1, shot.width))}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                    alt={`Captura de ejemplo ${index + 1} de ${strategy.name}`}
                  />
                  <Popconfirm
                    title="¿Eliminar esta captura?"
                    okText="Eliminar"
                    cancelText="Cancelar"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutate(shot.id)}
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Eliminar la captura ${index + 1}`}
                    />
                  </Popconfirm>
                </Flex>
              ))}
            </Flex>
          </Image.PreviewGroup>
        )}
      </Card>
    </section>
  );
}
