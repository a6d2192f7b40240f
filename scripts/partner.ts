/**
 * `npm run partner -- <command>`: partner shops that embed the widget, in the configured database
 * (DATA_DIR or DATABASE_URL; with the embedded database, stop the server first: PGlite has one owner).
 *
 *   add --name "Shop" --origin https://shop.example [--origin https://*.shop.example] [--theme #1c1917]
 *   list
 *   origins <pk_...> --origin https://shop.example [--origin ...]   replaces the allowed origins
 *   revoke <pk_...>
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { migrateDatabase } from '../server/db/migrate.js';
import { PartnerInputError, createPartner, listPartners, revokePartner, sealPartnerSecrets, setPartnerOrigins, snippetFor } from '../server/widget/partners.js';

const USAGE = `Usage:
  npm run partner -- add --name "Shop" --origin https://shop.example [--origin https://*.shop.example] [--theme #1c1917]
  npm run partner -- list
  npm run partner -- origins <pk_...> --origin https://shop.example [--origin ...]
  npm run partner -- revoke <pk_...>`;

const fail = (message: string, code = 2): never => {
  console.error(message);
  process.exit(code);
};

const main = async () => {
  const { values, positionals } = parseArgs({
    options: { name: { type: 'string' }, origin: { type: 'string', multiple: true }, theme: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [command, key] = positionals;
  if (!command || !['add', 'list', 'origins', 'revoke'].includes(command)) fail(USAGE);
  if ((command === 'origins' || command === 'revoke') && !key) fail(`${command} needs the partner key.\n\n${USAGE}`);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const db = database.db;
    await sealPartnerSecrets(db, config.tokenEncryptionKey);
    if (command === 'add') {
      const { partner, identitySecret } = await createPartner(db, config.tokenEncryptionKey, { name: values.name ?? '', origins: values.origin ?? [], ...(values.theme && { themeColor: values.theme }) });
      console.log(`Added partner "${partner.name}".

  public key        ${partner.partnerKey}
  identity secret   ${identitySecret}   (shown only now, stored encrypted: keep it on your server; it signs customer-identity JWTs, HS256)
  allowed origins   ${partner.allowedOrigins.join(', ')}

Paste before </body> on the shop's pages:

${snippetFor(config.PUBLIC_URL, partner.partnerKey)}
`);
    } else if (command === 'list') {
      const rows = await listPartners(db);
      if (!rows.length) console.log('No partners yet. Add one with: npm run partner -- add --name "Shop" --origin https://shop.example');
      for (const p of rows) {
        console.log(`${p.partnerKey}  ${p.revokedAt ? 'REVOKED ' : ''}${p.name}  ${p.allowedOrigins.join(' ')}  (since ${p.createdAt.toISOString().slice(0, 10)})`);
      }
    } else if (command === 'origins') {
      const partner = await setPartnerOrigins(db, key!, values.origin ?? []);
      if (!partner) fail(`No partner has the key ${key}.`, 1);
      console.log(`Allowed origins of ${partner!.partnerKey}: ${partner!.allowedOrigins.join(', ')}`);
    } else {
      if (!(await revokePartner(db, key!, new Date()))) fail(`No partner has the key ${key}.`, 1);
      console.log(`Revoked ${key}: its widget stops on every page (loaders cache the answer for up to 5 minutes).`);
    }
  } catch (error) {
    if (error instanceof PartnerInputError) fail(error.message);
    throw error;
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
