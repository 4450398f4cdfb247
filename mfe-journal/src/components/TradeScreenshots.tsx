import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { apiFetch } from '@pipcrafters/api-client';
import { useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Image, Popconfirm, Skeleton, Typography, Upload } from 'antd';
import { errorMessage } from '../api/errors';
import { uploadForm } from '../api/upload';
import { LoadError } from './LoadError';

export interface Screenshot {
  id: string;
  tradeId: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
  url: string;
}

const MAX_SCREENSHOTS = 10;
const ACCEPT = 'image/png,image/jpeg,image/webp';
const screenshotsKey = (tradeId: string) => ['journal', 'screenshots', tradeId] as const;

/** A trade's screenshots: thumbnails that open full size, upload (PNG, JPEG or WebP), delete with confirmation. */
export function TradeScreenshots({ tradeId }: { tradeId: string }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: screenshotsKey(tradeId),
    queryFn: ({ signal }) =>
      apiFetch<Screenshot[]>(`/api/journal/trades/${encodeURIComponent(tradeId)}/screenshots`, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: screenshotsKey(tradeId) });
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadForm<Screenshot>(`/api/journal/trades/${encodeURIComponent(tradeId)}/screenshots`, () => {
        const form = new FormData();
        form.set('file', file, file.name);
        return form;
      }),
    onSuccess: () => {
      toast({ title: 'Captura guardada', variant: 'success' });
      void refresh();
    },
    onError: (error) =>
      toast({
        title: 'No se pudo guardar la captura',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/journal/screenshots/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast({ title: 'Captura eliminada', variant: 'success' });
      void refresh();
    },
    onError: (error) =>
      toast({
        title: 'No se pudo eliminar la captura',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  const shots = query.data ?? [];
  return (
    <section aria-labelledby={`capturas-${tradeId}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} id={`capturas-${tradeId}`} style={{ fontSize: 16, margin: 0 }}>
          <PictureOutlined /> Capturas
        </Typography.Title>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          disabled={upload.isPending || shots.length >= MAX_SCREENSHOTS}
          beforeUpload={(file) => {
            upload.mutate(file);
            return false;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            loading={upload.isPending}
            disabled={shots.length >= MAX_SCREENSHOTS}
          >
            Añadir captura
          </Button>
        </Upload>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
        PNG, JPEG o WebP de hasta 10 MB. Guardamos una copia sin metadatos (sin datos de cámara ni ubicación).
      </Typography.Paragraph>
      {query.isPending ? (
        <Skeleton.Image active />
      ) : query.isError ? (
        <LoadError
          title="No se pudieron cargar las capturas"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : shots.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Sin capturas: añade el gráfico de la entrada y de la salida."
        />
      ) : (
        <Image.PreviewGroup>
          <Flex wrap gap={8}>
            {shots.map((shot, index) => (
              <Flex key={shot.id} vertical gap={4} align="center">
                <Image
                  src={shot.url}
                  width={120}
                  height={Math.round((120 * shot.height) / Math.max(1, shot.width))}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                  alt={`Captura ${index + 1} de la operación`}
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
                    icon={<DeleteOutlined />}
                    aria-label={`Eliminar la captura ${index + 1}`}
                  />
                </Popconfirm>
              </Flex>
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
    </section>
  );
}
