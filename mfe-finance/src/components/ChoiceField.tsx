import { Form, Select } from 'antd';

export interface ChoiceFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
  showSearch?: boolean;
}

/** One of a few values (a pair, a currency, buy or sell). */
export function ChoiceField({ id, label, value, options, onChange, error, showSearch }: ChoiceFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 12 }}
    >
      <Select
        id={id}
        value={value}
        options={options.map((option) => ({ ...option, title: option.label }))}
        onChange={onChange}
        showSearch={showSearch}
        virtual={false}
        aria-label={label}
      />
    </Form.Item>
  );
}
