import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Manifest } from 'vite';
import { chunkClosure } from '../../src/app/hydrationPlan';
import { CLIENT_ENTRY, messagesModule, pageModule } from '../../src/app/modules';
import type { AppRoute } from '../../src/routes';

/** The production client build the tests run against. */
export const clientDir = resolve(process.env.DIST_DIR ?? 'dist', 'client');
export const manifest = JSON.parse(readFileSync(resolve(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
export const ENTRY = CLIENT_ENTRY;

/** Files of a manifest chunk and of everything it imports statically, as URL paths. */
export const closure = (key: string, into?: Set<string>) => chunkClosure(manifest, key, into);

/** The modules a route's page needs in a language besides the entry: its code and its messages. */
export const routeModules = (route: Pick<AppRoute, 'page' | 'messages'>, locale: string) => [
  pageModule(route.page),
  ...route.messages.map((name) => messagesModule(locale, name)),
];
