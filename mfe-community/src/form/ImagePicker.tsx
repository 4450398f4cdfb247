import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { COMMUNITY_LIMITS } from '@pipcrafters/contracts';
import { Alert, Button, Flex, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { formatBytes } from '../format/format';
import { IMAGE_ACCEPT, loadImageFile } from './image-file';
import type { AttachmentValue } from './post-form';

/**
 * Picks one image (PNG, JPEG, WebP or GIF, at most 5 MB: checked here by type, size and first bytes, with the
 * reason in Spanish), shows it, and removes it. The service checks the bytes again and re-encodes.
 */
export function ImagePicker({
  id,
  value,
  onChange,
}: {
  /** The file input's id, for the form's label. */
  id?: string;
  value: AttachmentValue;
  onChange: (value: AttachmentValue) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const helpId = useId();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    const loaded = await loadImageFile(file);
    setReading(false);
    if (input.current) input.current.value = '';
    if ('problem' in loaded) {
      setProblem(loaded.problem);
      return;
    }
    setProblem(null);
    onChange({ kind: 'new', dataUrl: loaded.dataUrl, name: file.name, size: file.size });
  };

  const src = value.kind === 'new' ? value.dataUrl : value.kind === 'kept' ? value.url : null;

  return (
    <Flex vertical gap={8}>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label="Imagen del post"
        aria-describedby={helpId}
        style={{ display: 'none' }}
        onChange={(event) => void pick(event.target.files?.[0])}
        data-testid="selector-imagen"
      />
      <Flex gap={8} wrap align="center">
        <Button
          icon={<PictureOutlined aria-hidden />}
          onClick={() => input.current?.click()}
          loading={reading}
        >
          {src ? 'Cambiar imagen' : 'Elegir imagen'}
        </Button>
        {src ? (
          <Button
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => {
              setProblem(null);
              onChange({ kind: 'none' });
            }}
          >
            Quitar imagen
          </Button>
        ) : null}
      </Flex>
      <Typography.Text type="secondary" id={helpId} style={{ fontSize: 13 }}>
        PNG, JPEG, WebP o GIF, hasta {formatBytes(COMMUNITY_LIMITS.imageBytes)}.
      </Typography.Text>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
      {src ? (
        <figure style={{ margin: 0 }}>
          <img
            src={src}
            alt="Vista previa de la imagen adjunta"
            style={{ maxWidth: '100%', maxHeight: 240, borderRadius: 8, display: 'block' }}
            data-testid="vista-previa-imagen"
          />
          {value.kind === 'new' ? (
            <figcaption style={{ overflowWrap: 'anywhere' }}>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {value.name} · {formatBytes(value.size)}
              </Typography.Text>
            </figcaption>
          ) : null}
        </figure>
      ) : null}
    </Flex>
  );
}
