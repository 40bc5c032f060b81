// npm run seed: brings the configured database up to date and adds the demo
// content if this database has never had it.
import { loadCommandConfig, withoutPassword } from './command-config';
import { databaseFile } from '../database-file';
import { openDb } from '../db/engine/open-db';
import { migrate } from '../db/migrate';
import { seedDemoContent } from '../services/content/seed';

async function run(): Promise<number> {
  const config = loadCommandConfig();
  if (!config) return 1;

  const db = openDb(config);
  // The file, or the PostgreSQL database without its password.
  const where = config.databaseUrl ? withoutPassword(config.databaseUrl) : databaseFile(config);
  try {
    const applied = await migrate(db);
    console.log(applied.length > 0 ? `Migrations applied: ${applied.join(', ')}` : 'Database schema is up to date.');
    const result = await seedDemoContent(db);
    console.log(
      result.seeded
        ? `Demo content added to ${where}: ${result.blogPosts} blog posts, ${result.experts} experts.`
        : `Demo content was added to ${where} before; nothing to do (deleted demo content is not restored).`,
    );
    return 0;
  } catch (error) {
    console.error('Seeding failed:', error);
    return 1;
  } finally {
    await db.close();
  }
}

void run().then((code) => {
  process.exitCode = code;
});
