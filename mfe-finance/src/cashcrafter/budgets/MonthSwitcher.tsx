import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { addMonths, formatMonth } from '../../format/dates';

/** The month shown, with the previous and next ones a click away and a way back to this month. */
export function MonthSwitcher({
  month,
  current,
  onChange,
}: {
  month: string;
  current: string;
  onChange: (month: string) => void;
}) {
  return (
    <Flex gap={8} align="center" wrap>
      <Button
        icon={<LeftOutlined />}
        aria-label={`Mes anterior: ${formatMonth(addMonths(month, -1))}`}
        onClick={() => onChange(addMonths(month, -1))}
      />
      <Typography.Title
        level={2}
        style={{ fontSize: 18, margin: 0, minWidth: 160, textAlign: 'center' }}
        aria-live="polite"
      >
        {formatMonth(month)}
      </Typography.Title>
      <Button
        icon={<RightOutlined />}
        aria-label={`Mes siguiente: ${formatMonth(addMonths(month, 1))}`}
        onClick={() => onChange(addMonths(month, 1))}
      />
      {month === current ? null : <Button onClick={() => onChange(current)}>Este mes</Button>}
    </Flex>
  );
}
