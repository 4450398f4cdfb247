import { FileAddOutlined, WarningOutlined } from '@ant-design/icons';
import type { StrategyTemplate } from '@pipcrafters/contracts';
import { PageHeading, useToast } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { StrategyMessages } from '../api/errors';
import { strategiesApi, strategyKeys } from '../api/strategies-api';
import { StrategyLoadError } from '../components/StrategyError';
import { StrategyForm } from '../form/StrategyForm';
import { emptyStrategyForm, formFromTemplate, toStrategyInput } from '../form/strategy-form';

const BLANK = 'blanco';

function TemplateCard({ template, onChoose }: { template: StrategyTemplate; onChoose: () => void }) {
  const titleId = `plantilla-${template.id}`;
  return (
    <Card style={{ height: '100%' }}>
      <article aria-labelledby={titleId} data-testid="plantilla">
        <Flex vertical gap={8}>
          <Typography.Title level={2} id={titleId} style={{ fontSize: 18, margin: 0 }}>
            {template.name}
          </Typography.Title>
          <Typography.Paragraph style={{ margin: 0 }}>{template.summary}</Typography.Paragraph>
          <section aria-label={`Cuándo falla: ${template.name}`}>
            <Typography.Text strong>
              <WarningOutlined aria-hidden /> Cuándo falla
            </Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {template.failsWhen.map((note) => (
                <li key={note}>
                  <Typography.Text type="secondary">{note}</Typography.Text>
                </li>
              ))}
            </ul>
          </section>
          <Button
            type="primary"
            onClick={onChoose}
            aria-label={`Usar la plantilla ${template.name}`}
            style={{ alignSelf: 'flex-start' }}
          >
            Usar esta plantilla
          </Button>
        </Flex>
      </article>
    </Card>
  );
}

/**
 * /estrategias/new: first a template (name, what it is, honest notes on when it fails) or a blank page, then the
 * form, filled from the template; saved, it opens the new strategy.
 */
export function NewStrategyPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('plantilla');
  const templates = useQuery({
    queryKey: strategyKeys.templates(),
    queryFn: ({ signal }) => strategiesApi.templates(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const template =
    chosen && chosen !== BLANK ? templates.data?.find((item) => item.id === chosen) : undefined;
  const initialValues = useMemo(
    () => (template ? formFromTemplate(template) : emptyStrategyForm()),
    [template],
  );
  const create = useMutation({
    mutationFn: strategiesApi.create,
    onSuccess: (strategy) => {
      queryClient.setQueryData(strategyKeys.detail(strategy.id), strategy);
      void queryClient.invalidateQueries({ queryKey: strategyKeys.list() });
      toast({ title: 'Estrategia creada', description: strategy.name, variant: 'success' });
      navigate(`/estrategias/${encodeURIComponent(strategy.id)}`);
    },
  });
  const choose = (id: string) => setParams({ plantilla: id });

  if (!chosen)
    return (
      <>
        <PageHeading
          title="Nueva estrategia"
          description="Empieza con una plantilla y adáptala a tu forma de operar, o escribe la tuya desde cero. Cada plantilla dice con franqueza cuándo falla."
        />
        {templates.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : templates.isError ? (
          <StrategyLoadError
            title="No se pudieron cargar las plantillas"
            error={templates.error}
            onRetry={() => void templates.refetch()}
            extra={<Button onClick={() => choose(BLANK)}>Empezar en blanco</Button>}
          />
        ) : (
          <Row gutter={[16, 16]} role="list" aria-label="Plantillas">
            <Col xs={24} md={12} xl={8} role="listitem">
              <Card style={{ height: '100%' }}>
                <article aria-labelledby="plantilla-blanco">
                  <Flex vertical gap={8}>
                    <Typography.Title level={2} id="plantilla-blanco" style={{ fontSize: 18, margin: 0 }}>
                      En blanco
                    </Typography.Title>
                    <Typography.Paragraph style={{ margin: 0 }}>
                      Tus propias reglas desde cero: nombre, reglas de entrada y salida, riesgo y lista de
                      comprobación.
                    </Typography.Paragraph>
                    <Button
                      icon={<FileAddOutlined aria-hidden />}
                      onClick={() => choose(BLANK)}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      Empezar en blanco
                    </Button>
                  </Flex>
                </article>
              </Card>
            </Col>
            {templates.data.map((item) => (
              <Col key={item.id} xs={24} md={12} xl={8} role="listitem">
                <TemplateCard template={item} onChoose={() => choose(item.id)} />
              </Col>
            ))}
          </Row>
        )}
      </>
    );

  if (chosen !== BLANK && templates.isPending)
    return (
      <>
        <PageHeading title="Nueva estrategia" />
        <Skeleton active paragraph={{ rows: 10 }} />
      </>
    );

  return (
    <>
      <PageHeading
        title="Nueva estrategia"
        description={
          template
            ? `A partir de la plantilla «${template.name}»: cámbiala cuanto quieras antes de guardarla.`
            : 'Desde cero: solo el nombre y una regla de entrada son obligatorios.'
        }
        extra={<Button onClick={() => setParams({})}>Cambiar de plantilla</Button>}
      />
      <StrategyForm
        key={template?.id ?? BLANK}
        initialValues={initialValues}
        submitLabel="Crear estrategia"
        submitting={create.isPending}
        errorTitle={StrategyMessages.create}
        error={create.error}
        onSubmit={(values) => create.mutate(toStrategyInput(values, template?.id))}
        onCancel={() => navigate('/estrategias')}
      />
    </>
  );
}
