import { LockOutlined, TrophyFilled } from '@ant-design/icons';
import type { Badge, BadgeCategory } from '@pipcrafters/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Tag, Typography, theme } from 'antd';
import { formatLongDate } from '../format/dates';
import { MissionProgressBar } from './MissionProgressBar';
import { QueryCard } from './QueryCard';

const CATEGORY_LABELS: Record<BadgeCategory, string> = {
  aprendizaje: 'Aprendizaje',
  constancia: 'Constancia',
  misiones: 'Misiones',
  nivel: 'Nivel',
};

function BadgeTile({ badge }: { badge: Badge }) {
  const { token } = theme.useToken();
  return (
    <Card
      size="small"
      data-badge={badge.code}
      data-unlocked={badge.unlocked}
      style={{
        height: '100%',
        background: badge.unlocked ? token.colorWarningBg : token.colorFillQuaternary,
        borderColor: badge.unlocked ? token.colorWarningBorder : token.colorBorderSecondary,
      }}
    >
      <Flex gap={12} align="flex-start">
        <span
          aria-hidden
          style={{
            fontSize: 28,
            lineHeight: 1,
            color: badge.unlocked ? token.colorWarning : token.colorTextQuaternary,
          }}
        >
          {badge.unlocked ? <TrophyFilled /> : <LockOutlined />}
        </span>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
            {badge.title}
          </Typography.Title>
          <div>
            <Tag>{CATEGORY_LABELS[badge.category]}</Tag>
            {badge.unlocked ? <Tag color="green">Desbloqueada</Tag> : <Tag>Bloqueada</Tag>}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {badge.description}
          </Typography.Text>
          {badge.unlocked ? (
            badge.unlockedAt ? (
              <Typography.Text style={{ fontSize: 13 }}>
                Conseguida el {formatLongDate(badge.unlockedAt)}
              </Typography.Text>
            ) : null
          ) : (
            <MissionProgressBar progress={badge.progress} label={`Progreso hacia «${badge.title}»`} muted />
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

/** Unlocked badges first (the most recent first), then the locked ones closest to being earned. */
function galleryOrder(a: Badge, b: Badge): number {
  if (a.unlocked !== b.unlocked) return a.unlocked ? -1 : 1;
  if (a.unlocked) return (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? '');
  const share = (badge: Badge) =>
    badge.progress.target > 0 ? badge.progress.current / badge.progress.target : 0;
  return share(b) - share(a);
}

/** Every badge: the unlocked ones in colour with their date, the locked ones greyed with how to earn them. */
export function BadgeGallery({ badges }: { badges: UseQueryResult<Badge[]> }) {
  return (
    <QueryCard
      title="Insignias"
      query={badges}
      errorTitle="No se pudieron cargar las insignias"
      extra={
        badges.data ? (
          <Typography.Text type="secondary">
            {badges.data.filter((badge) => badge.unlocked).length} de {badges.data.length} desbloqueadas
          </Typography.Text>
        ) : null
      }
    >
      {(list) =>
        list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Todavía no hay insignias que conseguir." />
        ) : (
          <Row gutter={[12, 12]}>
            {[...list].sort(galleryOrder).map((badge) => (
              <Col key={badge.code} xs={24} sm={12} xl={8}>
                <BadgeTile badge={badge} />
              </Col>
            ))}
          </Row>
        )
      }
    </QueryCard>
  );
}
