import { resolve } from 'node:path';
import { chunkClosure, CLIENT_ENTRY, readClientManifest } from '../../src/server/clientManifest.server';

/** The production client build the tests run against. */
export const clientDir = resolve(process.env.DIST_DIR ?? 'dist', 'client');
export const manifest = readClientManifest(clientDir);
export const ENTRY = CLIENT_ENTRY;

/** Files of a manifest chunk and of everything it imports statically, as URL paths. */
export const closure = (key: string, into?: Set<string>) => chunkClosure(manifest, key, into);
