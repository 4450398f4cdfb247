import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { CASH_LIMITS, type CashCategory } from '@pipcrafters/contracts';
import { Button, Flex, Form, Input, List, Modal, Popconfirm, Select, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type CashCategoryInput, cashApi } from '../../api/cash-api';
import { useCashMutation } from '../../hooks/useCash';
import { useCashData } from '../cash-data';

const KINDS: { value: CashCategory['kind']; label: string }[] = [
  { value: 'expense', label: 'Gastos' },
  { value: 'income', label: 'Ingresos' },
];

/** One category: shown or hidden; the user's own ones renamed or deleted too. */
function CategoryRow({ category }: { category: CashCategory }) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const update = useCashMutation(
    (patch: { name?: string; hidden?: boolean }) => cashApi.updateCategory(category.id, patch),
    {
      success: (saved, patch) =>
        patch.name !== undefined
          ? `Categoría renombrada: ${saved.name}`
          : saved.hidden
            ? `Categoría oculta: ${saved.name}`
            : `Categoría visible: ${saved.name}`,
      failure: 'No se pudo cambiar la categoría',
    },
    () => setRenaming(null),
  );
  const remove = useCashMutation(() => cashApi.deleteCategory(category.id), {
    success: () => `Categoría eliminada: ${category.name}`,
    failure: 'No se pudo eliminar la categoría',
  });
  if (renaming !== null)
    return (
      <List.Item>
        <Form
          layout="inline"
          style={{ width: '100%', rowGap: 8 }}
          onFinish={() => update.mutate({ name: renaming.trim() })}
        >
          <Input
            aria-label={`Nuevo nombre de ${category.name}`}
            value={renaming}
            maxLength={CASH_LIMITS.nameMax}
            autoFocus
            onChange={(event) => setRenaming(event.target.value)}
            style={{ flex: '1 1 160px' }}
          />
          <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!renaming.trim()}>
            Guardar
          </Button>
          <Button onClick={() => setRenaming(null)}>Cancelar</Button>
        </Form>
      </List.Item>
    );
  return (
    <List.Item
      actions={[
        <Switch
          key="visible"
          aria-label={`${category.name}: visible`}
          checkedChildren="Visible"
          unCheckedChildren="Oculta"
          checked={!category.hidden}
          loading={update.isPending}
          onChange={(visible) => update.mutate({ hidden: !visible })}
        />,
        ...(category.builtIn
          ? []
          : [
              <Button
                key="rename"
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label={`Renombrar ${category.name}`}
                onClick={() => setRenaming(category.name)}
              />,
              <Popconfirm
                key="delete"
                title={`¿Eliminar la categoría ${category.name}?`}
                description="Sus movimientos quedarán sin categoría."
                okText="Eliminar"
                okButtonProps={{ danger: true }}
                cancelText="Cancelar"
                onConfirm={() => remove.mutateAsync(undefined).catch(() => undefined)}
              >
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Eliminar ${category.name}`}
                  loading={remove.isPending}
                />
              </Popconfirm>,
            ]),
      ]}
    >
      <Flex gap={6} align="center" wrap>
        <Typography.Text type={category.hidden ? 'secondary' : undefined}>{category.name}</Typography.Text>
        {category.builtIn ? <Tag>Predeterminada</Tag> : null}
      </Flex>
    </List.Item>
  );
}

/**
 * The categories: the Spanish defaults (hide the ones you do not use) and your own (add, rename, delete). A hidden
 * category keeps its movements and is no longer offered for new ones.
 */
export function CategoriesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { categories } = useCashData();
  const [form] = Form.useForm<CashCategoryInput>();
  const create = useCashMutation(
    (input: CashCategoryInput) => cashApi.createCategory(input),
    {
      success: (saved) => `Categoría creada: ${saved.name}`,
      failure: 'No se pudo crear la categoría',
    },
    () => form.resetFields(['name']),
  );
  const sorted = [...categories].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return (
    <Modal open={open} title="Categorías" footer={null} onCancel={onClose} destroyOnHidden width={640}>
      <Flex vertical gap={16}>
        <Form
          form={form}
          name="nueva-categoria"
          layout="vertical"
          initialValues={{ kind: 'expense' }}
          onFinish={(values) => create.mutate({ name: values.name.trim(), kind: values.kind })}
        >
          <Flex gap={8} wrap align="flex-end">
            <Form.Item
              name="name"
              label="Nueva categoría"
              style={{ flex: '1 1 200px', marginBottom: 0 }}
              rules={[
                { required: true, whitespace: true, message: 'Escribe el nombre.' },
                { max: CASH_LIMITS.nameMax, message: `Como mucho ${CASH_LIMITS.nameMax} caracteres.` },
              ]}
            >
              <Input maxLength={CASH_LIMITS.nameMax} placeholder="Por ejemplo: Mascotas" />
            </Form.Item>
            <Form.Item name="kind" label="De" style={{ marginBottom: 0 }}>
              <Select options={KINDS} style={{ width: 130 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Añadir categoría
            </Button>
          </Flex>
        </Form>
        {KINDS.map((kind) => (
          <section key={kind.value} aria-label={`Categorías de ${kind.label.toLowerCase()}`}>
            <Typography.Title level={3} style={{ fontSize: 15 }}>
              {kind.label}
            </Typography.Title>
            <List
              size="small"
              bordered
              dataSource={sorted.filter((category) => category.kind === kind.value)}
              locale={{ emptyText: 'Ninguna.' }}
              renderItem={(category) => <CategoryRow key={category.id} category={category} />}
            />
          </section>
        ))}
      </Flex>
    </Modal>
  );
}
