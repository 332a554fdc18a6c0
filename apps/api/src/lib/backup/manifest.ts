import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_TEXT } from '@portal/contract';
import { z } from 'zod';
import { AppError } from '../app-error.ts';

/** Bumped whenever a backup's layout changes in a way an older restore could not read. */
export const BACKUP_FORMAT = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const tableSchema = z.object({
  schema: z.string(),
  table: z.string(),
  /** Relative to the backup folder: `db/<schema>.<table>.copy.gz`, COPY's text format, gzipped. */
  file: z.string().regex(/^db\/[^/]+\.copy\.gz$/),
  /** The columns in the file, in order (generated columns are left out: PostgreSQL computes them). */
  columns: z.array(z.string()).min(1),
  rows: z.number().int().min(0),
  sha256,
});

/**
 * What a backup holds, written last (a folder without it is an unfinished backup): the database at
 * one snapshot, table by table, the sequences' positions, and every stored file its `files` rows
 * name, with the size and SHA-256 those rows record.
 */
export const manifestSchema = z.object({
  format: z.literal('portal-backup'),
  version: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  postgres: z.string(),
  /** The migration level: how many of the checked-in migrations were applied, and the last one's time. */
  migrations: z.object({ count: z.number().int().min(1), lastCreatedAt: z.number().int() }),
  /** pg-boss's schema version when the queue's jobs were copied. */
  queueVersion: z.number().int().nullable(),
  tables: z.array(tableSchema),
  sequences: z.array(z.object({ schema: z.string(), name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  files: z.array(z.object({ id: z.uuid(), size: z.number().int().min(0), sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = z.infer<typeof tableSchema>;

export const MANIFEST_FILE = 'manifest.json';
export const tableFile = (schema: string, table: string) => `db/${schema}.${table}.copy.gz`;
export const storedFile = (id: string) => path.join('files', id);

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new AppError('not_found', BACKUP_TEXT.noManifest(dir));
  }
  let parsed: Manifest | undefined;
  try {
    const result = manifestSchema.safeParse(JSON.parse(text));
    parsed = result.success ? result.data : undefined;
  } catch {
    parsed = undefined;
  }
  if (!parsed) throw new AppError('validation', BACKUP_TEXT.badManifest(dir));
  return parsed;
}
