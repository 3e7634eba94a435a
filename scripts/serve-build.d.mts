import type { ChildProcess } from 'node:child_process';

export const distDir: string;
export function ensureBuild(): void;
export function answering(url: string, child: ChildProcess): Promise<void>;
export function serveBuild(dir?: string): Promise<{ url: string; server: ChildProcess }>;
