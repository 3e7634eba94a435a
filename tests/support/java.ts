import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** `java` on PATH (Debian's `default-jre-headless`); test tools never download their own runtime. */
export function javaPath(): string | undefined {
  const directories = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return directories.map((directory) => join(directory, 'java')).find((path) => existsSync(path));
}
