/**
 * `npm run user:create -- --login ivanov --name "Иванов Иван" --role manager --halls 1,2`
 * Creates a user: a database's first admin, who then gives everyone else access on /workers.
 * The password is read from PASSWORD, or asked for on the terminal, never taken from the
 * command line, and follows the product's password rule (lib/shared/validation/password).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@/lib/shared/roles';
import { isFullName } from '@/lib/shared/validation/rules';
import { passwordProblem } from '@/lib/shared/validation/password';
import { LOGIN_MESSAGE, LOGIN_PATTERN, normalizeLogin } from '@/lib/shared/accounts';
import { hashPassword } from './auth/passwords';
import { inTransaction, openDatabase } from './db/database';
import { userHalls, users } from './db/schema';
import { readSettings } from './settings';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (process.env.PASSWORD) return process.env.PASSWORD;
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  const password = await terminal.question('Пароль: ');
  terminal.close();
  return password;
}

async function main() {
  const { values } = parseArgs({
    options: {
      login: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      halls: { type: 'string', default: '' },
    },
  });
  const login = normalizeLogin(values.login ?? '');
  const fullName = values.name?.trim() ?? '';
  const role = values.role as Role;
  if (!LOGIN_PATTERN.test(login)) fail(`--login: ${LOGIN_MESSAGE}`);
  if (!isFullName(fullName)) fail('--name: буквы, пробел, дефис или `');
  if (!ROLES.includes(role)) fail(`--role: одно из ${ROLES.join(', ')}`);
  const hallIds = values.halls ? values.halls.split(',').map(Number) : [];
  if (hallIds.some((id) => !Number.isInteger(id) || id < 1))
    fail('--halls: номера залов через запятую');
  if (role !== 'admin' && hallIds.length === 0) fail('--halls: укажите хотя бы один зал');

  const password = await readPassword();
  // A new account has no second factor yet: the rule for one without it.
  const problem = passwordProblem(password, { login, mfa: false });
  if (problem) fail(`Пароль: ${problem}`);

  const settings = readSettings();
  const database = await openDatabase({ url: settings.databaseUrl, dataDir: settings.dataDir });
  await database.migrate();
  try {
    const [taken] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, login));
    if (taken) fail(`Логин ${login} уже занят`);
    await inTransaction(database.db, async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ login, fullName, role, passwordHash: await hashPassword(password) })
        .returning({ id: users.id });
      if (hallIds.length) {
        await tx.insert(userHalls).values(hallIds.map((hallId) => ({ userId: user.id, hallId })));
      }
    });
    console.log(`Пользователь ${login} (${role}) создан.`);
  } catch (error) {
    // The driver's message carries the statement's parameters, the password hash among them.
    const code = (error as { cause?: { code?: string } }).cause?.code ?? 'неизвестная ошибка';
    fail(`Не удалось создать пользователя (${code}); проверьте номера залов`);
  } finally {
    await database.close();
  }
}

void main();
