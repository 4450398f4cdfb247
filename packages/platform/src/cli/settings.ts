/** A port from the environment, or the default; anything else stops the command with a Spanish message. */
export function portSetting(
  name: string,
  fallback: number,
  env: Record<string, string | undefined> = process.env,
) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_000) {
    console.error(`${name} debe ser un número de puerto entre 1 y 65000 (recibido: "${raw}").`);
    process.exit(1);
  }
  return port;
}
