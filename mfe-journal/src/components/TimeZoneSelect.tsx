import { Select } from 'antd';

const COMMON = [
  'UTC',
  'Europe/Madrid',
  'Europe/London',
  'Europe/Athens',
  'Asia/Nicosia',
  'America/New_York',
  'America/Mexico_City',
  'America/Bogota',
  'America/Argentina/Buenos_Aires',
];

function zones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...COMMON, ...all])];
}

/** An IANA zone, searchable (the broker's server time is usually Europe/Athens or Asia/Nicosia, UTC+2/+3). */
export function TimeZoneSelect({
  value,
  onChange,
  ariaLabel,
  id,
  allowEmpty,
}: {
  value: string | null | undefined;
  onChange: (zone: string | null) => void;
  ariaLabel?: string;
  id?: string;
  allowEmpty?: boolean;
}) {
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch
      allowClear={allowEmpty}
      value={value ?? undefined}
      placeholder="Zona horaria"
      onChange={(zone: string | undefined) => onChange(zone ?? null)}
      options={zones().map((zone) => ({ value: zone, label: zone }))}
      style={{ minWidth: 240 }}
    />
  );
}
