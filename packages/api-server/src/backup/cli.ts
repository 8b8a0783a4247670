import { createBackup, dataPathsFromEnv, postgresHelp, restoreBackup } from './backup.js';

/**
 * `pnpm backup [FILE]` / `pnpm restore FILE` (scripts/data.mjs runs this from dist/cli.js). DATA_DIR,
 * UPLOAD_DIR and DATABASE_URL as for the server.
 */
async function main(argv: string[]): Promise<number> {
  const [command, file] = argv;
  const paths = dataPathsFromEnv();
  if (command === 'backup') {
    const target = file ?? `acme-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const { manifest, file: written } = await createBackup(paths, target);
    if (manifest.database === 'external') console.log(postgresHelp());
    console.log(
      `Backup written to ${written}: ${manifest.database === 'pglite' ? 'the embedded database and ' : ''}` +
        `${manifest.uploads} uploaded file(s).`,
    );
    return 0;
  }
  if (command === 'restore') {
    if (!file) {
      console.error('Usage: pnpm restore FILE (a .tar.gz made by pnpm backup); stop the server first.');
      return 2;
    }
    const { manifest, previous } = await restoreBackup(paths, file);
    if (manifest.database === 'external') console.log(postgresHelp());
    console.log(
      `Restored ${manifest.database === 'pglite' ? 'the embedded database and ' : ''}${manifest.uploads} ` +
        `uploaded file(s) from ${file} (made ${manifest.createdAt}) into ${paths.dataDir}.` +
        (previous ? ` What was there before is kept in ${previous}.` : ''),
    );
    return 0;
  }
  console.error('Usage: pnpm backup [FILE] | pnpm restore FILE');
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
