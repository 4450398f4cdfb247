import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import type { ReviewAnswerResult, ReviewCard } from '@pipcrafters/contracts';
import { REVIEW_INTERVAL_DAYS } from '@pipcrafters/contracts';
import { LinkButton, PageHeading } from '@pipcrafters/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Progress, Result, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../api/errors';
import { learningApi, learningKeys } from '../api/learning-api';
import { AnswerFeedback } from '../components/AnswerFeedback';
import { LoadError } from '../components/LoadError';
import { QuestionField } from '../components/QuestionField';
import { formatLongDate } from '../format/dates';
import { formatNumber } from '../format/numbers';
import { type DraftAnswer, isAnswered, toAnswer } from '../quiz/answers';

const heading = (
  <PageHeading
    title="Repasar"
    description={`Las preguntas que fallaste vuelven a intervalos crecientes (${REVIEW_INTERVAL_DAYS.join(', ')} días): acierta y tardan más en volver; falla y vuelven mañana.`}
  />
);

/** One due card: the answer, then how it went, its new box and when it comes back. */
function ReviewCardStep({
  card,
  position,
  total,
  onAnswered,
  onNext,
}: {
  card: ReviewCard;
  position: number;
  total: number;
  onAnswered: (result: ReviewAnswerResult) => void;
  onNext: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<DraftAnswer>();
  const answer = useMutation({
    mutationFn: () => learningApi.answerReview(card.id, toAnswer(card, draft)),
    onSuccess: (result) => {
      onAnswered(result);
      void queryClient.invalidateQueries({ queryKey: learningKeys.overview() });
    },
  });
  const result = answer.data;
  return (
    <Card>
      <Flex vertical gap={16}>
        <Progress
          percent={Math.round(((position - 1) / total) * 100)}
          showInfo={false}
          aria-label={`Progreso del repaso: tarjeta ${position} de ${total}`}
        />
        <Typography.Text type="secondary">
          Tarjeta {position} de {total} · de la lección{' '}
          <Link
            to={`/aprende/lesson/${encodeURIComponent(card.lessonId)}`}
            style={{ textDecoration: 'underline', textUnderlineOffset: 2 }}
          >
            {card.lessonTitle}
          </Link>{' '}
          · caja {card.box}
        </Typography.Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (isAnswered(card, draft) && !result) answer.mutate();
          }}
        >
          <QuestionField
            question={card}
            draft={draft}
            onChange={setDraft}
            disabled={Boolean(result) || answer.isPending}
          >
            {result ? <AnswerFeedback question={card} outcome={result} hiddenNote={null} /> : null}
          </QuestionField>
          <div aria-live="polite" style={{ marginTop: 12 }}>
            {result ? (
              <Typography.Paragraph style={{ margin: 0 }}>
                {result.correct ? 'Sube' : 'Vuelve'} a la caja {result.box}: la repasarás de nuevo el{' '}
                <strong>{formatLongDate(result.dueAt)}</strong>.
              </Typography.Paragraph>
            ) : null}
            {answer.isError ? (
              <Alert
                type="error"
                showIcon
                title="No se pudo enviar la respuesta"
                description={errorMessage(answer.error)}
              />
            ) : null}
          </div>
          <Flex gap={12} style={{ marginTop: 16 }}>
            {result ? (
              <Button type="primary" onClick={onNext} autoFocus>
                {position === total ? 'Ver resumen' : 'Siguiente'}
              </Button>
            ) : (
              <Button
                type="primary"
                htmlType="submit"
                disabled={!isAnswered(card, draft)}
                loading={answer.isPending}
              >
                Responder
              </Button>
            )}
          </Flex>
        </form>
      </Flex>
    </Card>
  );
}

function ReviewSummary({ results }: { results: ReviewAnswerResult[] }) {
  const right = results.filter((result) => result.correct).length;
  return (
    <Result
      status="success"
      title={<h2 style={{ fontSize: 22, margin: 0 }}>Repaso terminado</h2>}
      subTitle={
        right === results.length
          ? '¡Todas correctas! Estas preguntas tardarán más en volver.'
          : 'Las que fallaste volverán mañana para que las afiances.'
      }
      extra={
        <LinkButton to="/aprende" type="primary">
          Volver a Aprende
        </LinkButton>
      }
    >
      <Flex gap={48} justify="center" wrap>
        <Statistic title="Correctas" value={formatNumber(right)} prefix={<CheckCircleOutlined />} />
        <Statistic
          title="Incorrectas"
          value={formatNumber(results.length - right)}
          prefix={<CloseCircleOutlined />}
        />
      </Flex>
    </Result>
  );
}

/** /aprende/repasar: today's due cards one by one, then a summary. */
export function ReviewPage() {
  const queryClient = useQueryClient();
  const queue = useQuery({
    queryKey: learningKeys.review(),
    queryFn: ({ signal }) => learningApi.review(signal),
  });
  // The session keeps the cards it started with: answering one changes the queue on the server.
  const [session, setSession] = useState<ReviewCard[] | null>(null);
  const [position, setPosition] = useState(0);
  const [results, setResults] = useState<ReviewAnswerResult[]>([]);

  if (queue.isPending)
    return (
      <>
        {heading}
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    );
  if (queue.isError)
    return (
      <>
        {heading}
        <LoadError
          title="No se pudo cargar el repaso"
          error={queue.error}
          onRetry={() => void queue.refetch()}
        />
      </>
    );

  const cards = session ?? queue.data.cards;
  if (cards.length === 0)
    return (
      <>
        {heading}
        <Result
          status="info"
          title={<h2 style={{ fontSize: 22, margin: 0 }}>No tienes repasos pendientes hoy</h2>}
          subTitle={
            queue.data.nextDueAt
              ? `Tu próximo repaso será el ${formatLongDate(queue.data.nextDueAt)}.`
              : 'Cuando falles una pregunta de un cuestionario, volverá aquí para que la repases.'
          }
          extra={<LinkButton to="/aprende">Volver a Aprende</LinkButton>}
        />
      </>
    );

  const card = cards[position];
  return (
    <>
      {heading}
      {!session && queue.data.due > cards.length ? (
        <Typography.Paragraph type="secondary">
          Tienes {formatNumber(queue.data.due)} preguntas pendientes; hoy repasas {formatNumber(cards.length)}
          .
        </Typography.Paragraph>
      ) : null}
      {card ? (
        <ReviewCardStep
          key={card.id}
          card={card}
          position={position + 1}
          total={cards.length}
          onAnswered={(result) => {
            setSession(cards);
            setResults((current) => [...current, result]);
          }}
          onNext={() => {
            setPosition((current) => current + 1);
            if (position + 1 >= cards.length)
              void queryClient.invalidateQueries({ queryKey: learningKeys.review() });
          }}
        />
      ) : (
        <ReviewSummary results={results} />
      )}
    </>
  );
}
