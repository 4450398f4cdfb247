import { DeleteOutlined, InfoCircleOutlined } from '@ant-design/icons';
import {
  type CreateMissionRequest,
  type Mission,
  PERSONAL_MISSION_DAILY_AWARDS,
  PERSONAL_MISSION_XP,
} from '@pipcrafters/contracts';
import { useToast } from '@pipcrafters/ui';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Flex, Form, Input, Pagination, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { missionsApi, progressKeys } from '../api/missions-api';
import { missionErrorDetail, missionErrorMessage } from '../missions/mission-errors';
import { applyToggleReply, completedOverDailyLimit, toggleMission } from '../missions/toggle-mission';
import { QueryCard } from './QueryCard';

const DAILY_LIMIT_REACHED = 'Has alcanzado el límite diario de XP por misiones personales';
const TITLE_MAX = 120;
const DESCRIPTION_MAX = 500;
const PAGE_SIZE = 8;

interface MissionDraft {
  title: string;
  description?: string;
}

/** Failed mission calls: the spec's wording as the title, the server's reason (a 409's) beneath when it adds one. */
function useMissionErrorToast() {
  const { toast } = useToast();
  return (error: unknown) =>
    toast({
      title: missionErrorMessage(error),
      description: missionErrorDetail(error),
      variant: 'destructive',
    });
}

function NewMissionForm() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const failed = useMissionErrorToast();
  const [form] = Form.useForm<MissionDraft>();
  const create = useMutation({
    mutationFn: (request: CreateMissionRequest) => missionsApi.create(request),
    onSuccess: (mission) => {
      queryClient.setQueryData<Mission[]>(progressKeys.missions(), (current) =>
        current ? [...current, mission] : current,
      );
      form.resetFields();
      toast({ title: 'Misión creada', description: mission.title, variant: 'success' });
    },
    onError: failed,
  });
  return (
    <Form
      form={form}
      name="nueva-mision"
      layout="vertical"
      requiredMark="optional"
      onFinish={({ title, description }) => {
        const text = description?.trim();
        create.mutate({ title: title.trim(), ...(text ? { description: text } : {}) });
      }}
    >
      <Form.Item
        name="title"
        label="Título"
        rules={[
          { required: true, whitespace: true, message: 'Escribe un título para la misión.' },
          { max: TITLE_MAX, message: `El título admite hasta ${TITLE_MAX} caracteres.` },
        ]}
      >
        <Input maxLength={TITLE_MAX} showCount placeholder="Por ejemplo: anotar mis operaciones de hoy" />
      </Form.Item>
      <Form.Item
        name="description"
        label="Descripción"
        rules={[
          { max: DESCRIPTION_MAX, message: `La descripción admite hasta ${DESCRIPTION_MAX} caracteres.` },
        ]}
      >
        <Input.TextArea maxLength={DESCRIPTION_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Crear misión
      </Button>
    </Form>
  );
}

function PersonalMissionItem({
  mission,
  busy,
  onToggle,
  onDelete,
}: {
  mission: Mission;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const paid = mission.isComplete && mission.xpAwarded > 0;
  return (
    <li data-mission-id={mission.id} style={{ padding: '10px 0' }}>
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Checkbox checked={mission.isComplete} disabled={busy} onChange={onToggle}>
            <Typography.Text
              delete={mission.isComplete}
              type={mission.isComplete ? 'secondary' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {mission.title}
            </Typography.Text>
          </Checkbox>
          {mission.description ? (
            <Typography.Text type="secondary" style={{ paddingInlineStart: 24, overflowWrap: 'anywhere' }}>
              {mission.description}
            </Typography.Text>
          ) : null}
          {completedOverDailyLimit(mission) ? (
            <Typography.Text type="secondary" style={{ paddingInlineStart: 24, fontSize: 13 }}>
              <InfoCircleOutlined /> {DAILY_LIMIT_REACHED}
            </Typography.Text>
          ) : null}
        </Flex>
        <Flex align="center" gap={4} style={{ flexShrink: 0 }}>
          {paid ? <Tag color="success">+{mission.xpAwarded} XP</Tag> : null}
          {mission.isComplete ? null : <Tag>{mission.xpReward} XP</Tag>}
          <Popconfirm
            title="¿Eliminar esta misión?"
            description={
              paid ? `Se descontarán los ${mission.xpAwarded} XP que te dio.` : 'No se puede deshacer.'
            }
            okText="Eliminar"
            okButtonProps={{ danger: true }}
            cancelText="Cancelar"
            onConfirm={() => onDelete().catch(() => undefined)}
          >
            <Button
              type="text"
              size="small"
              danger
              disabled={busy}
              icon={<DeleteOutlined />}
              aria-label={`Eliminar la misión «${mission.title}»`}
            />
          </Popconfirm>
        </Flex>
      </Flex>
    </li>
  );
}

/** Newest first, so a mission just created is at the top of the first page. */
const newestFirst = (a: Mission, b: Mission) => b.createdAt.localeCompare(a.createdAt);

function PersonalMissionList({ missions }: { missions: Mission[] }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const failed = useMissionErrorToast();
  const [page, setPage] = useState(1);
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: progressKeys.xpProfile() });
    void queryClient.invalidateQueries({ queryKey: progressKeys.badges() });
  };
  const toggle = useMutation({
    // The list in the cache at this moment is the "local" one the spec checks the mission against.
    mutationFn: (id: string) =>
      toggleMission(queryClient.getQueryData<Mission[]>(progressKeys.missions()), id, missionsApi.update),
    onSuccess: ({ before, reply }) => {
      queryClient.setQueryData<Mission[]>(progressKeys.missions(), (current) =>
        current ? applyToggleReply(current, reply) : current,
      );
      settle();
      if (reply.isComplete)
        toast({
          title: 'Misión completada',
          description: completedOverDailyLimit(reply) ? DAILY_LIMIT_REACHED : `+${reply.xpAwarded} XP`,
          variant: completedOverDailyLimit(reply) ? 'warning' : 'success',
        });
      else
        toast({
          title: 'Misión pendiente de nuevo',
          description: before.xpAwarded > 0 ? `Se han descontado ${before.xpAwarded} XP.` : undefined,
        });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (mission: Mission) => missionsApi.remove(mission.id).then(() => mission),
    onSuccess: (mission) => {
      queryClient.setQueryData<Mission[]>(progressKeys.missions(), (current) =>
        current?.filter((item) => item.id !== mission.id),
      );
      settle();
      toast({
        title: 'Misión eliminada',
        description: mission.xpAwarded > 0 ? `Se han descontado ${mission.xpAwarded} XP.` : undefined,
        variant: 'success',
      });
    },
    onError: failed,
  });

  if (missions.length === 0)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Aún no tienes misiones personales. Crea la primera con el formulario."
      />
    );
  const sorted = [...missions].sort(newestFirst);
  const lastPage = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const busy = (mission: Mission) =>
    (toggle.isPending && toggle.variables === mission.id) ||
    (remove.isPending && remove.variables?.id === mission.id);
  return (
    <>
      <ul aria-label="Tus misiones personales" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sorted.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((mission) => (
          <PersonalMissionItem
            key={mission.id}
            mission={mission}
            busy={busy(mission)}
            onToggle={() => toggle.mutate(mission.id)}
            onDelete={() => remove.mutateAsync(mission)}
          />
        ))}
      </ul>
      <Pagination
        size="small"
        align="center"
        current={current}
        pageSize={PAGE_SIZE}
        total={sorted.length}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={setPage}
        style={{ marginTop: 8 }}
      />
    </>
  );
}

/** The learner's own missions: a form to add one, then the list to tick, untick and delete. */
export function PersonalMissionsCard({ missions }: { missions: UseQueryResult<Mission[]> }) {
  return (
    <QueryCard
      title="Tus misiones"
      query={missions}
      errorTitle="No se pudieron cargar tus misiones"
      describeError={missionErrorMessage}
    >
      {(list) => (
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Cada misión personal que completes suma +{PERSONAL_MISSION_XP} XP, hasta{' '}
            {PERSONAL_MISSION_DAILY_AWARDS} al día.
          </Typography.Paragraph>
          <NewMissionForm />
          <PersonalMissionList missions={list.filter((mission) => mission.kind === 'personal')} />
        </Flex>
      )}
    </QueryCard>
  );
}
