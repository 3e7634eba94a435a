import { mergeConfig } from 'vite';
import base from './vite.config.ts';
export default (env) => mergeConfig(base(env), { environments: { client: { build: { sourcemap: true } } } });
