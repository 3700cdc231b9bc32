/**
 * `npm run deploy -- --bucket <name> [--endpoint <url>] [--prefix <p>] [--keep N] [--prune]
 * [--dir out]`: the static export as a release in an S3 bucket (any S3-compatible store: the AWS
 * SDK's client; credentials and region from the usual AWS_* variables). See
 * `server/site/bucket-deploy.ts` for what is stored how and in which order.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { S3Client } from '@aws-sdk/client-s3';
import { deployToBucket } from '../server/site/bucket-deploy';

class Refused extends Error {}

function readOptions() {
  const { values } = parseArgs({
    options: {
      bucket: { type: 'string' },
      endpoint: { type: 'string' },
      prefix: { type: 'string', default: '' },
      keep: { type: 'string', default: '3' },
      prune: { type: 'boolean', default: false },
      dir: { type: 'string', default: 'out' },
      region: { type: 'string' },
    },
  });
  const bucket = String(values.bucket ?? '');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Refused('--bucket: имя бакета S3 (строчные латинские буквы, цифры, точка, дефис)');
  }
  const keep = Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1 || keep > 100) {
    throw new Refused('--keep: сколько выпусков хранить, от 1 до 100');
  }
  const prefix = String(values.prefix).replace(/^\/+|\/+$/g, '');
  if (/[^\w./-]|\.\./.test(prefix)) throw new Refused('--prefix: путь из букв, цифр, / . - _');
  const endpoint = values.endpoint === undefined ? undefined : String(values.endpoint);
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint)) {
    throw new Refused('--endpoint: адрес вида https://storage.example.kz');
  }
  const dir = resolve(String(values.dir));
  if (!existsSync(join(dir, 'index.html')) || !existsSync(join(dir, '_next'))) {
    throw new Refused(`${dir}: здесь нет экспорта сайта, сначала npm run build`);
  }
  const region = String(values.region ?? process.env.AWS_REGION ?? 'us-east-1');
  return { bucket, keep, prefix, endpoint, dir, region, prune: values.prune === true };
}

async function main() {
  const options = readOptions();
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // A store of its own address (MinIO, a test server) is addressed by path, not by subdomain.
    forcePathStyle: options.endpoint !== undefined,
  });
  const started = performance.now();
  const summary = await deployToBucket(client, options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = `s3://${options.bucket}/${options.prefix}`;
  console.log(
    summary.unchanged
      ? `Выпуск ${summary.release} уже в ${where}: загружено ${summary.uploaded.length} файлов`
      : `Выпуск ${summary.release} выложен в ${where}: загружено ${summary.uploaded.length} файлов (${(summary.uploadedBytes / 1024).toFixed(0)} КиБ), без изменений ${summary.skipped}`,
  );
  console.log(`Хранятся выпуски: ${summary.releases.join(', ')}`);
  if (options.prune)
    console.log(`Удалено файлов, не нужных хранимым выпускам: ${summary.deleted.length}`);
  console.log(`Готово за ${seconds} с`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Refused ? error.message : error);
  process.exit(error instanceof Refused ? 2 : 1);
});
